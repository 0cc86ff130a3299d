import type { UpdateSessionRequest } from '@/features/sessions/contract';
import type { HumanPlacement } from '@/components/digital-human/placement';

/** The form holds the placement as typed input (the schema coerces it); the picture takes numbers. */
export const placementOf = (detail: UpdateSessionRequest['detailDto']): HumanPlacement => ({
  humanX: Number(detail.humanX),
  humanY: Number(detail.humanY),
  humanWidth: Number(detail.humanWidth),
  humanHeight: Number(detail.humanHeight),
});
