/**
 * Groups questions that are the same question in other words. A question joins the first group one of whose
 * wordings shares enough of its terms (Dice coefficient over term sets, at least `threshold`); wordings equal once
 * case, width, spaces and punctuation are set aside always join. The terms come from the caller: the knowledge
 * base's tokenizer in the app (Chinese words, English stems), `plainTerms` where that is not at hand.
 */

export interface AskedQuestion {
  question: string;
}

export interface QuestionGroup<T extends AskedQuestion> {
  items: T[];
}

/** Measured on unanswered.test.ts's examples: 0.5 keeps rewordings together and different questions apart. */
export const SAME_QUESTION_DICE = 0.5;
/** Wordings of a group compared with a new question: enough to catch rewordings, bounded for long lists. */
const COMPARED_WORDINGS = 8;

/** Lower case, full-width folded, spaces and punctuation gone: "Card lost?" and "card  lost" are one wording. */
export function normalWording(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, '');
}

const EN_STOP = new Set(
  'a an the i me my you your is are was were be do does did to of for on in at it how what can could would should will please and or'.split(
    ' ',
  ),
);

/** Latin words (a light stem) and Chinese or Japanese character pairs: the overlap without a dictionary. */
export function plainTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [, cjk, word] of text
    .normalize('NFKC')
    .toLowerCase()
    .matchAll(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+)|([\p{L}\p{N}]+)/gu)) {
    if (cjk) {
      if (cjk.length === 1) terms.push(cjk);
      for (let i = 0; i + 1 < cjk.length; i++) terms.push(cjk.slice(i, i + 2));
    } else if (word && !EN_STOP.has(word)) {
      terms.push(word.length > 4 ? word.replace(/(ing|ed|es|s)$/, '') : word);
    }
  }
  return terms;
}

function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return (2 * shared) / (a.size + b.size);
}

export function groupQuestions<T extends AskedQuestion>(
  asked: readonly T[],
  terms: (text: string) => string[],
  threshold = SAME_QUESTION_DICE,
): QuestionGroup<T>[] {
  interface Building {
    items: T[];
    wordings: Map<string, Set<string>>;
  }
  const groups: Building[] = [];
  const byWording = new Map<string, Building>();
  const termsOf = new Map<string, Set<string>>();
  for (const item of asked) {
    const wording = normalWording(item.question);
    const same = byWording.get(wording);
    if (same) {
      same.items.push(item);
      continue;
    }
    let set = termsOf.get(wording);
    if (!set) termsOf.set(wording, (set = new Set(terms(item.question))));
    const near = groups.find((group) =>
      [...group.wordings.values()].slice(0, COMPARED_WORDINGS).some((other) => dice(set, other) >= threshold),
    );
    const group: Building = near ?? { items: [], wordings: new Map() };
    if (!near) groups.push(group);
    group.items.push(item);
    group.wordings.set(wording, set);
    byWording.set(wording, group);
  }
  return groups.map(({ items }) => ({ items }));
}
