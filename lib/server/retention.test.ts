import { describe, expect, it } from 'vitest';
import { retentionConfig } from './retention';

describe('retentionConfig', () => {
  it('keeps settled webhook deliveries and model failures 30 days, demo records and failures workbooks 7, finished jobs 14, refused starts 800', () => {
    expect(retentionConfig({})).toEqual({
      webhookDeliveriesDays: 30,
      demoRecordsDays: 7,
      importFailuresDays: 7,
      jobsDays: 14,
      refusedStartsDays: 800,
      modelFailuresDays: 30,
    });
  });

  it('never keeps a failures workbook longer than the job that finds it', () => {
    expect(
      retentionConfig({ RETENTION_IMPORT_FAILURES_DAYS: '60', RETENTION_JOBS_DAYS: '20' }),
    ).toMatchObject({
      importFailuresDays: 20,
      jobsDays: 20,
    });
  });

  it('stops start-up on a value that is not a whole number of days', () => {
    expect(() => retentionConfig({ RETENTION_JOBS_DAYS: '0' })).toThrow(/RETENTION_JOBS_DAYS/);
    expect(() => retentionConfig({ RETENTION_DEMO_RECORDS_DAYS: '1.5' })).toThrow(
      /RETENTION_DEMO_RECORDS_DAYS/,
    );
  });
});
