// How the runtime's steps (scenes, wake word, interrupting words) and the offline package's engine compare a
// visitor's words with a keyword: one rule for both, so a package answers as the platform does.

const HAN = /\p{Script=Han}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Text as compared by the steps: full-width forms folded (NFKC), lower case, punctuation and symbols as single
 * spaces; spaces next to Chinese characters dropped, since recognizers put them between Chinese words at random.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim()
    .replace(/ (?=\p{Script=Han})|(?<=\p{Script=Han}) /gu, '');
}

/** A letter or digit of a space-separated script, which must not continue a matched word ("hi" is not in "this"). */
const wordLike = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char) && !HAN.test(char);

/** Where `phrase` occurs in normalized `text` as whole words (any position in Chinese), or -1. */
function findPhrase(text: string, phrase: string): number {
  for (let from = 0; ;) {
    const index = text.indexOf(phrase, from);
    if (index === -1) return -1;
    const startOk = !wordLike(phrase[0]) || !wordLike(text[index - 1]);
    const endOk = !wordLike(phrase.at(-1)) || !wordLike(text[index + phrase.length]);
    if (startOk && endOk) return index;
    from = index + 1;
  }
}

/** Whether the utterance contains the phrase, by the rules of `normalizeForMatch`. */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalizeForMatch(phrase);
  return needle.length > 0 && findPhrase(normalizeForMatch(text), needle) !== -1;
}

/** The utterance with one occurrence of the phrase taken out, normalized; null when it does not contain it. */
export function withoutPhrase(text: string, phrase: string): string | null {
  const haystack = normalizeForMatch(text);
  const needle = normalizeForMatch(phrase);
  const index = needle ? findPhrase(haystack, needle) : -1;
  if (index === -1) return null;
  return `${haystack.slice(0, index)} ${haystack.slice(index + needle.length)}`.replace(/\s+/g, ' ').trim();
}
