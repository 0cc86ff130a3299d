import type { BucketLevel, BucketWindow } from '../ports';

// The pure half of statConcurrentByCorpId: where the buckets lie, and each bucket's peak from the levels that the
// database reports only for buckets with events.

/** `buckets` buckets of `bucketMinutes`, the last one holding `now`, aligned to whole buckets since the epoch. */
export function statWindow(now: Date, hours: number, bucketMinutes: number): BucketWindow {
  const bucketSeconds = bucketMinutes * 60;
  const buckets = Math.ceil((hours * 60) / bucketMinutes);
  const stepMs = bucketSeconds * 1000;
  const end = Math.floor(now.getTime() / stepMs) * stepMs + stepMs;
  return { from: new Date(end - buckets * stepMs), bucketSeconds, buckets };
}

export const bucketStarts = (window: BucketWindow): string[] =>
  Array.from({ length: window.buckets }, (_, i) =>
    new Date(window.from.getTime() + i * window.bucketSeconds * 1000).toISOString(),
  );

/**
 * One pool's peak in every bucket: a quiet bucket stays at the level the last event left, a bucket with events
 * peaks at the higher of the level it began with and the highest it reached.
 */
export function fillPeaks(levels: readonly Omit<BucketLevel, 'pool'>[], buckets: number): number[] {
  const byBucket = new Map(levels.map((level) => [level.bucket, level]));
  const peaks: number[] = [];
  let level = 0;
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const seen = byBucket.get(bucket);
    peaks.push(Math.max(level, seen?.peak ?? 0));
    if (seen) level = seen.last;
  }
  return peaks;
}

/** The levels of each pool, in bucket order. */
export function levelsByPool(levels: readonly BucketLevel[]): Map<string, BucketLevel[]> {
  const pools = new Map<string, BucketLevel[]>();
  for (const level of levels) pools.set(level.pool, [...(pools.get(level.pool) ?? []), level]);
  return pools;
}
