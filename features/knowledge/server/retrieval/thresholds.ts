// What the 0–1 FAQ score means (see scoring.ts). At or above ANSWER the item's answer is given as it is; between
// CONTEXT and ANSWER the best items go to the model as context, which may use them or not; below, nothing.
export const FAQ_THRESHOLDS = { answer: 0.55, context: 0.3 } as const;
/** Passages covering less of the question than this are not worth the model's context. */
export const PASSAGE_MIN_SCORE = 0.25;

export type FaqDecision = 'answer' | 'context' | 'none';

export function decideFaq(score: number): FaqDecision {
  if (score >= FAQ_THRESHOLDS.answer) return 'answer';
  if (score >= FAQ_THRESHOLDS.context) return 'context';
  return 'none';
}
