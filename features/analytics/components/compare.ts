import type { AnalyticsFigures } from '@/features/analytics/contract';

/** Which way is better for a figure: more conversations is more use; fewer unanswered, refused or slower is better. */
export type Better = 'up' | 'down' | 'neither';

export interface Change {
  /** The arrow: ↑, ↓ or none when equal or not comparable. */
  direction: 'up' | 'down' | 'same' | 'none';
  tone: 'good' | 'bad' | 'neutral';
}

export function change(current: number | null, previous: number | null, better: Better): Change {
  if (current === null || previous === null) return { direction: 'none', tone: 'neutral' };
  if (current === previous) return { direction: 'same', tone: 'neutral' };
  const direction = current > previous ? 'up' : 'down';
  const tone = better === 'neither' ? 'neutral' : direction === better ? 'good' : 'bad';
  return { direction, tone };
}

export type Verdict = 'better' | 'worse' | 'same' | 'notEnough';

/** Unanswered-rate change (percentage points) that counts as a change rather than noise. */
const RATE_POINTS = 0.02;
/** Relative first-audio change that counts. */
const LATENCY_SHARE = 0.1;

/**
 * "Is my digital human getting better?": first by the share of questions left unanswered, then (when that held)
 * by how soon visitors hear the answer. Without questions in both periods there is nothing to compare.
 */
export function verdict(current: AnalyticsFigures, previous: AnalyticsFigures): Verdict {
  if (current.unansweredRate === null || previous.unansweredRate === null) return 'notEnough';
  const rate = current.unansweredRate - previous.unansweredRate;
  if (rate <= -RATE_POINTS) return 'better';
  if (rate >= RATE_POINTS) return 'worse';
  const [now, before] = [current.firstAudioP50, previous.firstAudioP50];
  if (now === null || before === null || before === 0) return 'same';
  const latency = (now - before) / before;
  if (latency <= -LATENCY_SHARE) return 'better';
  if (latency >= LATENCY_SHARE) return 'worse';
  return 'same';
}
