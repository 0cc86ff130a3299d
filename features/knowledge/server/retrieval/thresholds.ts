// What the 0–1 FAQ score means (see scoring.ts). At or above ANSWER the item's answer is given as it is; between
// CONTEXT and ANSWER the best items go to the model as context, which may use them or not; below, nothing.
// ANSWER was 0.55 when only questions were scored; the answer's lift (up to half the rest) raises scores, and on
// the quality set 0.65 gives more right answers than 0.55 did before (zh 18 vs 12, en 12 vs 8 of 100) for the
// same one wrong answer per language and no unrelated question answered (at 0.55: 7 wrong per language).
export const FAQ_THRESHOLDS = { answer: 0.65, context: 0.3 } as const;
/** Passages covering less of the question than this are not worth the model's context. */
export const PASSAGE_MIN_SCORE = 0.25;

export type FaqDecision = 'answer' | 'context' | 'none';

export function decideFaq(score: number): FaqDecision {
  if (score >= FAQ_THRESHOLDS.answer) return 'answer';
  if (score >= FAQ_THRESHOLDS.context) return 'context';
  return 'none';
}
