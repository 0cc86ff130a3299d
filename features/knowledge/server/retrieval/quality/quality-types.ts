/** One FAQ item of the quality set and a question a user asks that it should answer. */
export interface QualityItem {
  question: string;
  /** What the help desk answers, as an enterprise FAQ would: indexed too, at a lower weight. */
  answer: string;
  similar?: string[];
  /** The user's wording: same need, different words. */
  user: string;
}
