/** One FAQ item of the quality set and a question a user asks that it should answer. */
export interface QualityItem {
  question: string;
  similar?: string[];
  /** The user's wording: same need, different words. */
  user: string;
}
