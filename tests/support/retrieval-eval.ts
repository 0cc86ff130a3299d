import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { faqItemInput } from '@/features/knowledge/contract';
import { addCategory } from '@/features/knowledge/server/faq/categories';
import { addFaq } from '@/features/knowledge/server/faq/items';
import type { IndexCache } from '@/features/knowledge/server/retrieval/index-cache';
import { matchKnowledge } from '@/features/knowledge/server/retrieval/match';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';

// The retrieval evaluation: each paraphrase set of tests/data/retrieval is imported as a customer would — FAQ items
// with their similar questions added to a corporation of their own through the FAQ feature — and every question is
// asked through `matchKnowledge`, as the runtime asks it. Figures are kept per language and per half: the `tune`
// half is what the scoring may be adjusted on (its failures may be printed), the `heldout` half is only ever
// looked at as figures. The quality set of features/knowledge/server/retrieval/quality is reported too.

export type Half = 'tune' | 'heldout';

export interface RetrievalSet {
  domain: string;
  language: string;
  faqs: { id: string; question: string; similar?: string[]; answer: string }[];
  questions: { text: string; faqId: string; half: Half }[];
  unrelated: { text: string; half: Half }[];
}

export interface Figures {
  questions: number;
  'hit@1': number;
  'hit@3': number;
  answered: number;
  'answered wrong': number;
  context: number;
  unrelated: number;
  'unrelated answered': number;
  'unrelated context': number;
}

export interface Tally {
  questions: number;
  hit1: number;
  hit3: number;
  answered: number;
  wrong: number;
  context: number;
  unrelated: number;
  unrelatedAnswered: number;
  unrelatedContext: number;
}

export const emptyTally = (): Tally => ({
  questions: 0,
  hit1: 0,
  hit3: 0,
  answered: 0,
  wrong: 0,
  context: 0,
  unrelated: 0,
  unrelatedAnswered: 0,
  unrelatedContext: 0,
});

export function addTally(to: Tally, from: Tally): Tally {
  for (const key of Object.keys(to) as (keyof Tally)[]) to[key] += from[key];
  return to;
}

const ratio = (n: number, d: number) => (d === 0 ? 0 : Math.round((n / d) * 1000) / 1000);

export function figures(t: Tally): Figures {
  return {
    questions: t.questions,
    'hit@1': ratio(t.hit1, t.questions),
    'hit@3': ratio(t.hit3, t.questions),
    answered: t.answered,
    'answered wrong': t.wrong,
    context: t.context,
    unrelated: t.unrelated,
    'unrelated answered': t.unrelatedAnswered,
    'unrelated context': t.unrelatedContext,
  };
}

export const DATA_DIR = path.join(process.cwd(), 'tests', 'data', 'retrieval');

/** Every set present (the writer adds them over time). */
export function loadRetrievalSets(dir = DATA_DIR): RetrievalSet[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as RetrievalSet);
}

export interface SetResult {
  set: string;
  language: string;
  tallies: Record<Half, Tally>;
  /** Tune half only: what went wrong, for whoever adjusts the scoring. */
  tuneFailures: string[];
  /** Milliseconds per question, as `matchKnowledge` reports them. */
  ms: number[];
}

export interface EvalOptions {
  cache?: IndexCache;
  /** Called once the items are in, before any question (e.g. to wait for their embeddings). */
  afterImport?: (corpId: string) => Promise<void>;
}

/** Imports one set into a new corporation and asks all its questions. */
export async function evaluateSet(db: Db, set: RetrievalSet, options: EvalOptions = {}): Promise<SetResult> {
  const corpId = randomUUID();
  await db
    .insert(corporations)
    .values({ id: corpId, name: `eval ${set.domain}`, trialEndsAt: new Date(Date.now() + 864e5) });
  const category = await addCategory(db, corpId, set.domain);
  const ids = new Map<string, string>();
  for (const faq of set.faqs) {
    // Through the request schema, as the console's form sends it: the same trimming and limits.
    const values = faqItemInput.parse({
      question: faq.question,
      answer: faq.answer,
      categoryId: category.categoryId,
      similarQuestions: faq.similar ?? [],
    });
    ids.set(faq.id, (await addFaq(db, corpId, values, async () => null)).faqId);
  }
  await options.afterImport?.(corpId);
  const ask = (text: string) =>
    matchKnowledge(db, corpId, text, { useFaq: true, useFiles: false }, options.cache);
  const tallies: Record<Half, Tally> = { tune: emptyTally(), heldout: emptyTally() };
  const tuneFailures: string[] = [];
  const ms: number[] = [];
  const questionOf = new Map(set.faqs.map((faq) => [ids.get(faq.id), faq.question]));
  for (const question of set.questions) {
    const found = await ask(question.text);
    ms.push(found.ms);
    const t = tallies[question.half];
    const rank = found.faq.matches.findIndex((match) => match.faqId === ids.get(question.faqId));
    t.questions += 1;
    if (rank === 0) t.hit1 += 1;
    if (rank >= 0 && rank < 3) t.hit3 += 1;
    if (found.faq.decision === 'answer') t.answered += 1;
    if (found.faq.decision === 'answer' && rank !== 0) t.wrong += 1;
    if (found.faq.decision === 'context') t.context += 1;
    if (question.half === 'tune' && rank !== 0) {
      const best = found.faq.matches[0];
      tuneFailures.push(
        `${found.faq.decision === 'answer' ? 'WRONG ANSWER ' : ''}${question.text} → ${best ? `${best.question} (${best.score})` : '—'}` +
          ` [want #${rank + 1 || '-'}: ${questionOf.get(ids.get(question.faqId))}]`,
      );
    }
  }
  for (const question of set.unrelated) {
    const found = await ask(question.text);
    const t = tallies[question.half];
    t.unrelated += 1;
    if (found.faq.decision === 'answer') t.unrelatedAnswered += 1;
    if (found.faq.decision === 'context') t.unrelatedContext += 1;
    if (question.half === 'tune' && found.faq.decision === 'answer')
      tuneFailures.push(`UNRELATED ANSWERED ${question.text} → ${found.faq.matches[0]?.question}`);
  }
  return { set: `${set.domain}.${set.language}`, language: set.language, tallies, tuneFailures, ms };
}

/** The hand-written quality set as a retrieval set: each item's `user` wording is its one question. */
export async function qualitySets(): Promise<RetrievalSet[]> {
  const { ZH_ITEMS, ZH_UNRELATED } = await import('@/features/knowledge/server/retrieval/quality/faq-zh');
  const { EN_ITEMS, EN_UNRELATED } = await import('@/features/knowledge/server/retrieval/quality/faq-en');
  const asSet = (
    language: string,
    items: { question: string; answer: string; similar?: string[]; user: string }[],
    unrelated: string[],
  ): RetrievalSet => ({
    domain: 'quality',
    language,
    faqs: items.map((item, i) => ({ id: `q${i}`, ...item })),
    questions: items.map((item, i) => ({ text: item.user, faqId: `q${i}`, half: 'tune' })),
    unrelated: unrelated.map((text) => ({ text, half: 'tune' })),
  });
  return [asSet('zh', ZH_ITEMS, ZH_UNRELATED), asSet('en', EN_ITEMS, EN_UNRELATED)];
}

export interface EvalReport {
  /** Per language, per half: the paraphrase sets. */
  languages: Record<string, Record<Half, Figures>>;
  /** Per set, per half. */
  sets: Record<string, Record<Half, Figures>>;
  /** The hand-written quality set (one half: every question is a tuning one, it has been looked at for long). */
  quality: Record<string, Figures>;
  'match ms': { p50: number; p95: number };
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

export function report(results: SetResult[], quality: SetResult[]): EvalReport {
  const languages: Record<string, Record<Half, Tally>> = {};
  const sets: EvalReport['sets'] = {};
  for (const result of results) {
    const lang = (languages[result.language] ??= { tune: emptyTally(), heldout: emptyTally() });
    addTally(lang.tune, result.tallies.tune);
    addTally(lang.heldout, result.tallies.heldout);
    sets[result.set] = { tune: figures(result.tallies.tune), heldout: figures(result.tallies.heldout) };
  }
  const ms = results.flatMap((result) => result.ms).sort((a, b) => a - b);
  return {
    languages: Object.fromEntries(
      Object.entries(languages).map(([lang, t]) => [
        lang,
        { tune: figures(t.tune), heldout: figures(t.heldout) },
      ]),
    ),
    sets,
    quality: Object.fromEntries(quality.map((result) => [result.language, figures(result.tallies.tune)])),
    'match ms': { p50: percentile(ms, 50), p95: percentile(ms, 95) },
  };
}
