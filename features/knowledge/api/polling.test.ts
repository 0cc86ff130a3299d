import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/contract/paging';
import type { ImportJobDto, KnowledgeFileDto } from '@/features/knowledge/contract';
import { IMPORT_POLL_MS, importPollInterval } from './faq-import';
import { FILE_POLL_MS, filePollInterval } from './files';

const page = (...statuses: KnowledgeFileDto['status'][]): Page<KnowledgeFileDto> => ({
  list: statuses.map((status, i) => ({ fileId: `f${i}`, status }) as KnowledgeFileDto),
  total: statuses.length,
  pageIndex: 1,
  pageSize: 20,
});

describe('polling while the server still works', () => {
  it('asks for the documents again while any is pending or parsing, and stops when all have ended', () => {
    expect(filePollInterval(page('done', 'pending'))).toBe(FILE_POLL_MS);
    expect(filePollInterval(page('parsing'))).toBe(FILE_POLL_MS);
    expect(filePollInterval(page('done', 'failed'))).toBe(false);
    expect(filePollInterval(page())).toBe(false);
    expect(filePollInterval(undefined)).toBe(false);
  });

  it('asks for an import job until it is done or failed', () => {
    const job = (status: ImportJobDto['status']) => ({ status }) as ImportJobDto;
    expect(importPollInterval(undefined)).toBe(IMPORT_POLL_MS);
    expect(importPollInterval(job('queued'))).toBe(IMPORT_POLL_MS);
    expect(importPollInterval(job('running'))).toBe(IMPORT_POLL_MS);
    expect(importPollInterval(job('done'))).toBe(false);
    expect(importPollInterval(job('failed'))).toBe(false);
  });
});
