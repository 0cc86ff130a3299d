/** The languages a session speaks (features/sessions SESSION_LANGUAGES), as far as their script tells them apart. */
export type WrittenLanguage = 'zh' | 'en' | 'ja';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The language a text is written in, told by its script: kana is Japanese, Han without kana Chinese, Latin letters
 * alone English; null when it has no letters (digits, punctuation, emoji, nothing). A guess, good enough to keep a
 * Chinese greeting off an English page; a Japanese text all in kanji reads as Chinese.
 */
export function writtenLanguage(text: string): WrittenLanguage | null {
  if (KANA.test(text)) return 'ja';
  if (HAN.test(text)) return 'zh';
  if (LATIN.test(text)) return 'en';
  return null;
}

/** Whether texts may be shown to a visitor of `language`: written in it, or in no language at all. */
export function writtenIn(texts: readonly string[], language: WrittenLanguage): boolean {
  const found = writtenLanguage(texts.join('\n'));
  return found === null || found === language;
}
