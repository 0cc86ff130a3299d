import 'server-only';
import { withoutPhrase } from '@/lib/text/match-text';

/** The session's interrupting words: a list separated by commas (`,` `，`), `、`, semicolons or new lines. */
export function interruptingWordList(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(/[,，、;；\n]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

export interface Interruption {
  word: string;
  /** The session's interrupting sentence, said before anything else; null when it has none. */
  sentence: string | null;
  /** The utterance says more than the word: it is also a new question. */
  hasQuestion: boolean;
}

/** An utterance that is or contains one of the interrupting words interrupts the digital human. */
export function interruption(
  utterance: string,
  words: readonly string[],
  sentence: string | null | undefined,
): Interruption | null {
  for (const word of words) {
    const rest = withoutPhrase(utterance, word);
    if (rest !== null) return { word, sentence: sentence?.trim() || null, hasQuestion: rest !== '' };
  }
  return null;
}
