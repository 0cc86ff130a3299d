import type { BadgeTone } from '@/components/ui/ToneBadge';
import type { SubmissionStatus } from '@/features/certification/contract';

/** The badge colour of each certification status, in the queue and in a review. */
export const CERTIFICATION_TONES: Record<SubmissionStatus, BadgeTone> = {
  submitted: 'blue',
  verified: 'teal',
  failed: 'red',
};
