import 'server-only';

/** A sentence longer than this is cut at its last comma (else its last space, else here) to be spoken sooner. */
export const SENTENCE_MAX_LENGTH = 80;

const CJK_ENDS = new Set(['。', '！', '？', '；', '…', '\n']);
const LATIN_ENDS = new Set(['.', '!', '?']);
const CLOSERS = new Set(['"', "'", '”', '’', '」', '』', ')', '）', ']', '】', '》', '〉']);
const COMMAS = /[，,、；;：:]/g;
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'inc',
  'ltd',
  'co',
  'corp',
  'mt',
  'no',
  'approx',
  'dept',
  'est',
  'fig',
  'a.m',
  'p.m',
  'u.s',
  'u.k',
]);
const HAN = /\p{Script=Han}/u;
const SPEAKABLE = /[\p{L}\p{N}]/u;

const isEnd = (char: string | undefined) =>
  char !== undefined && (CJK_ENDS.has(char) || LATIN_ENDS.has(char));
/** After a Latin end mark, a sentence ends only where a space, a new line or Chinese text follows. */
const opensNext = (char: string) => /\s/.test(char) || HAN.test(char);

/** The word before a full stop is an abbreviation ("Dr.", "e.g.") or an initial ("J. K."): no sentence end. */
function abbreviationBefore(text: string, dot: number): boolean {
  const word = /([\p{L}.]+)$/u.exec(text.slice(0, dot))?.[1]?.toLowerCase();
  if (!word || HAN.test(word)) return false;
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}

/** Where the first complete sentence of `text` ends (exclusive), or -1; `final` when no more text will come. */
function sentenceEnd(text: string, final: boolean): number {
  for (let index = 0; index < text.length; index++) {
    if (!isEnd(text[index])) continue;
    let end = index + 1;
    while (end < text.length && (isEnd(text[end]) || CLOSERS.has(text[end]!))) end++;
    // A mark at the very end may yet be followed by more marks, closing quotes, or (after a full stop) digits.
    if (end === text.length && !final) return -1;
    const run = text.slice(index, end);
    const latinOnly = [...run].every((char) => LATIN_ENDS.has(char) || CLOSERS.has(char));
    if (latinOnly) {
      if (end < text.length && !opensNext(text[end]!)) {
        index = end - 1;
        continue;
      }
      if (run.startsWith('.') && !run.startsWith('..') && abbreviationBefore(text, index)) {
        index = end - 1;
        continue;
      }
    }
    return end;
  }
  return -1;
}

/** Where to cut a sentence running past `max`: after its last comma, else at its last space, else at `max`. */
function longCut(text: string, max: number): number {
  const head = text.slice(0, max);
  const commas = [...head.matchAll(COMMAS)];
  const comma = commas.at(-1)?.index;
  if (comma !== undefined && comma > 0) return comma + 1;
  if (/\s/.test(text[max] ?? '')) return max;
  const space = head.lastIndexOf(' ');
  if (space > 0) return space;
  // Never between the two halves of a surrogate pair.
  return /[\uDC00-\uDFFF]/.test(text[max] ?? '') ? max - 1 : max;
}

export interface SentenceSplitter {
  /** Adds a piece of the streamed answer; returns the sentences it completed. */
  push(delta: string): string[];
  /** The answer is complete: returns what is left as sentences. */
  flush(): string[];
}

/**
 * Cuts a streamed answer into sentences as soon as each ends, so that each can be spoken before the answer is
 * complete: Chinese 。！？；… and line ends at once, English . ! ? when a space follows (not after an abbreviation or
 * an initial, not inside a number such as 3.14), a sentence longer than `maxLength` at a comma.
 */
export function createSentenceSplitter({
  maxLength = SENTENCE_MAX_LENGTH,
  firstClauseMin,
}: {
  maxLength?: number;
  /** When set, the answer's first piece is given at its first comma past this many characters: speech starts sooner. */
  firstClauseMin?: number;
} = {}): SentenceSplitter {
  let pending = '';
  let given = 0;
  const take = (final: boolean): string[] => {
    const sentences: string[] = [];
    const emit = (cut: number) => {
      const sentence = pending.slice(0, cut).trim();
      pending = pending.slice(cut);
      // A piece of nothing but marks ("…", a lone bracket) is not worth a sentence of speech.
      if (SPEAKABLE.test(sentence)) {
        sentences.push(sentence);
        given++;
      }
    };
    const firstClause = () => {
      if (given > 0 || firstClauseMin === undefined) return -1;
      for (const comma of pending.matchAll(COMMAS))
        if (comma.index >= firstClauseMin && comma.index < maxLength) return comma.index + 1;
      return -1;
    };
    for (;;) {
      pending = pending.replace(/^\s+/, '');
      const end = sentenceEnd(pending, final);
      const clause = firstClause();
      if (clause !== -1 && (end === -1 || clause < end)) emit(clause);
      else if (end !== -1 && end <= maxLength) emit(end);
      else if (pending.length > maxLength) emit(longCut(pending, maxLength));
      else break;
    }
    if (final && pending.trim()) emit(pending.length);
    return sentences;
  };
  return {
    push(delta) {
      pending += delta;
      return take(false);
    },
    flush() {
      return take(true);
    },
  };
}
