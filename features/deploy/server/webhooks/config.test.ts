import { describe, expect, it } from 'vitest';
import { webhookRetryBaseMs, webhookRetrySchedule } from './config';

const minutes = (ms: number) => ms / 60_000;

describe('webhook retries', () => {
  it('retry five times after 2, 4, 8, 16 and 32 minutes by default: six attempts over about an hour', () => {
    const schedule = webhookRetrySchedule(webhookRetryBaseMs({}));
    expect(schedule.map(minutes)).toEqual([2, 4, 8, 16, 32]);
    expect(minutes(schedule.reduce((sum, wait) => sum + wait, 0))).toBe(62);
  });

  it('follow WEBHOOK_RETRY_BASE_MS, and never wait more than an hour between attempts', () => {
    expect(webhookRetrySchedule(webhookRetryBaseMs({ WEBHOOK_RETRY_BASE_MS: '0' }))).toEqual([0, 0, 0, 0, 0]);
    expect(webhookRetrySchedule(webhookRetryBaseMs({ WEBHOOK_RETRY_BASE_MS: '1000' }))).toEqual([
      1000, 2000, 4000, 8000, 16_000,
    ]);
    expect(webhookRetrySchedule(1_800_000).at(-1)).toBe(3_600_000);
  });

  it.each(['-1', '1.5', 'soon'])('refuse WEBHOOK_RETRY_BASE_MS=%s at start-up', (value) => {
    expect(() => webhookRetryBaseMs({ WEBHOOK_RETRY_BASE_MS: value })).toThrow('WEBHOOK_RETRY_BASE_MS');
  });
});
