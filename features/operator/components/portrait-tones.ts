import type { BadgeTone } from '@/components/ui/ToneBadge';
import type { ReviewedStatus } from '@/features/portraits-review/contract';

/** The badge colour of each portrait status, in the queue and in a review. */
export const PORTRAIT_TONES: Record<ReviewedStatus, BadgeTone> = {
  review: 'blue',
  ready: 'teal',
  rejected: 'red',
};
