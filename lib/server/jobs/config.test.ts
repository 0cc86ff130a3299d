import { describe, expect, it } from 'vitest';
import { jobConfig } from './config';
import { retryDelayMs } from './queue';

describe('job settings', () => {
  it('defaults to two jobs at a time, a 30 s lease, a 2 s poll and a 5 s first retry', () => {
    expect(jobConfig({})).toEqual({ concurrency: 2, leaseMs: 30_000, pollMs: 2000, retryBaseMs: 5000 });
  });

  it('reads the JOB_* variables', () => {
    expect(jobConfig({ JOB_CONCURRENCY: '4', JOB_LEASE_MS: '60000' })).toMatchObject({
      concurrency: 4,
      leaseMs: 60_000,
    });
  });

  it.each([
    ['JOB_CONCURRENCY', '0'],
    ['JOB_CONCURRENCY', 'two'],
    ['JOB_LEASE_MS', '500'],
    ['JOB_POLL_MS', '1.5'],
  ])('refuses %s=%s at start-up', (name, value) => {
    expect(() => jobConfig({ [name]: value })).toThrow(name);
  });
});

describe('retry backoff', () => {
  it('doubles after each failed attempt and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 5000))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(30, 5000)).toBe(3_600_000);
  });
});
