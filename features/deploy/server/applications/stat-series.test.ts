import { describe, expect, it } from 'vitest';
import { bucketStarts, fillPeaks, levelsByPool, statWindow } from './stat-series';

describe('the chart window', () => {
  it('ends with the bucket that holds now, aligned to whole buckets', () => {
    const window = statWindow(new Date('2026-06-01T12:07:30Z'), 24, 15);
    expect(window.buckets).toBe(96);
    expect(window.bucketSeconds).toBe(900);
    const starts = bucketStarts(window);
    expect(starts).toHaveLength(96);
    expect(starts.at(-1)).toBe('2026-06-01T12:00:00.000Z');
    expect(starts[0]).toBe('2026-05-31T12:15:00.000Z');
  });

  it('puts an instant on a boundary into the bucket it begins', () => {
    const starts = bucketStarts(statWindow(new Date('2026-06-01T12:15:00Z'), 1, 15));
    expect(starts).toEqual([
      '2026-06-01T11:30:00.000Z',
      '2026-06-01T11:45:00.000Z',
      '2026-06-01T12:00:00.000Z',
      '2026-06-01T12:15:00.000Z',
    ]);
  });

  it('rounds a window that is not a whole number of buckets up', () => {
    expect(statWindow(new Date(), 1, 25).buckets).toBe(3);
  });
});

describe('bucket peaks', () => {
  it('carry the level through quiet buckets and start each bucket from the level it was left at', () => {
    expect(
      fillPeaks(
        [
          { bucket: 1, peak: 3, last: 2 },
          { bucket: 4, peak: 1, last: 0 },
        ],
        6,
      ),
    ).toEqual([0, 3, 2, 2, 2, 0]);
  });

  it('count the level a bucket began with even when it only falls inside it', () => {
    expect(
      fillPeaks(
        [
          { bucket: 0, peak: 4, last: 4 },
          { bucket: 1, peak: 3, last: 1 },
        ],
        3,
      ),
    ).toEqual([4, 4, 1]);
  });

  it('are all zero without conversations', () => {
    expect(fillPeaks([], 4)).toEqual([0, 0, 0, 0]);
  });

  it('group the levels by pool in order', () => {
    const pools = levelsByPool([
      { pool: '*', bucket: 0, peak: 1, last: 1 },
      { pool: 'app_a', bucket: 0, peak: 1, last: 1 },
      { pool: '*', bucket: 2, peak: 2, last: 0 },
    ]);
    expect([...pools.keys()]).toEqual(['*', 'app_a']);
    expect(pools.get('*')!.map((level) => level.bucket)).toEqual([0, 2]);
  });
});
