/**
 * Groups questions that are the same question in other words. A question joins the first group one of whose
 * wordings shares enough of its terms (a Dice coefficient over term sets weighted by rarity, at least
 * `threshold`); wordings equal once
 * case, width, spaces and punctuation are set aside always join. The terms come from the caller: the knowledge
 * base's tokenizer in the app (Chinese words, English stems), `plainTerms` where that is not at hand.
 */

export interface AskedQuestion {
  question: string;
}

export interface QuestionGroup<T extends AskedQuestion> {
  items: T[];
}

/**
 * Measured on group-examples.ts (52 questions, 22 distinct, in three orders) with the knowledge base's words
 * (the app's questionTerms): 0.55 gives 25–27 groups, one of them mixed ("How much is parking?" with "Is there
 * parking?"); 0.5 gives 22–25 with three mixed, 0.6 no better than 0.55. Plain terms at 0.55: 33 groups, none mixed.
 */
export const SAME_QUESTION_DICE = 0.55;
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

/**
 * Dice coefficient with each term weighted by its rarity among the questions grouped: words every question shares
 * ("credit card" on a bank's list) count less than the one that tells two questions apart ("lost", "apply").
 */
function weightedDice(
  a: ReadonlySet<string>,
  b: ReadonlySet<string>,
  weight: (term: string) => number,
): number {
  let shared = 0;
  let total = 0;
  for (const term of a) {
    total += weight(term);
    if (b.has(term)) shared += 2 * weight(term);
  }
  for (const term of b) total += weight(term);
  return total === 0 ? 0 : shared / total;
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
  const termsOf = new Map<string, Set<string>>();
  for (const item of asked) {
    const wording = normalWording(item.question);
    if (!termsOf.has(wording)) termsOf.set(wording, new Set(terms(item.question)));
  }
  const documents = new Map<string, number>();
  for (const set of termsOf.values())
    for (const term of set) documents.set(term, (documents.get(term) ?? 0) + 1);
  // Squared: measured on group-examples.ts, plain rarity still joined "lost credit card" with "apply for a credit card".
  const weight = (term: string) => Math.log(1 + termsOf.size / (documents.get(term) ?? 1)) ** 2;

  const groups: Building[] = [];
  const byWording = new Map<string, Building>();
  for (const item of asked) {
    const wording = normalWording(item.question);
    const same = byWording.get(wording);
    if (same) {
      same.items.push(item);
      continue;
    }
    const set = termsOf.get(wording)!;
    const near = groups.find((group) =>
      [...group.wordings.values()]
        .slice(0, COMPARED_WORDINGS)
        .some((other) => weightedDice(set, other, weight) >= threshold),
    );
    const group: Building = near ?? { items: [], wordings: new Map() };
    if (!near) groups.push(group);
    group.items.push(item);
    group.wordings.set(wording, set);
    byWording.set(wording, group);
  }
  return groups.map(({ items }) => ({ items }));
}
