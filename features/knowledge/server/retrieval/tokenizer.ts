import 'server-only';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { EN_STOP_WORDS, ZH_STOP_WORDS } from './stop-words';

// One tokenizer for documents and questions in Chinese, English and Japanese, mixed freely:
// - Chinese: jieba's search mode (a long word also yields its parts, so "开发票" meets "发票");
// - Japanese (any kana in the text): kanji/kana runs as character bigrams, as jieba has no Japanese dictionary;
// - Latin and other alphabets: lower-cased words with possessives and plurals folded. No stemmer package is
//   installed, so folding is light (plurals, -ing, -ed, final e); the index's prefix search and the score's
//   prefix credit cover the rest ("cancel" → "cancellation").

let jieba: Jieba | undefined;
/** Loading the dictionary takes ~200 ms: once per process, on first use. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const RUNS =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+)|([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Hangul}\p{N}]+(?:'[\p{Script=Latin}]+)*)/gu;

/** Possessives, plurals, -ing and -ed folded ("companies" → "company", "uploaded" → "upload"); short words kept. */
export function foldWord(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length >= 5) w = w.slice(0, -2);
  // "parse", "parsed" and "parsing" all become "pars".
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * jieba's words, and the characters of each longer word: Chinese says one thing with words that share characters
 * ("改" and "修改", "语速" and "快"/"慢" do not, "名字" and "重命名" do), which whole words alone would miss.
 */
function chineseTerms(run: string): string[] {
  const terms: string[] = [];
  for (const word of segmenter().cutForSearch(run, true)) {
    if (ZH_STOP_WORDS.has(word)) continue;
    terms.push(word);
    if (word.length > 1) for (const char of word) if (!ZH_STOP_WORDS.has(char)) terms.push(char);
  }
  return terms;
}

/** The terms of a text, in order, repeats kept (term frequency matters to BM25). */
export function tokenize(text: string): string[] {
  const normal = text.normalize('NFKC').toLowerCase();
  const japanese = KANA.test(normal);
  const terms: string[] = [];
  for (const [, cjk, word] of normal.matchAll(RUNS)) {
    if (cjk) {
      if (japanese) terms.push(...bigrams(cjk));
      else terms.push(...chineseTerms(cjk));
    } else if (word && !EN_STOP_WORDS.has(word)) {
      const folded = foldWord(word);
      if (folded && !EN_STOP_WORDS.has(folded)) terms.push(folded);
    }
  }
  return terms;
}
