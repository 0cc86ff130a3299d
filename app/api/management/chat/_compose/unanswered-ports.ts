import 'server-only';
import { faqCapOf } from '@/app/_compose/plans-ports';
import { runtimePorts } from '@/app/api/bot/_compose/runtime-ports';
import { addFaq } from '@/features/knowledge/server/faq/items';
import { addSimilarQuestion } from '@/features/knowledge/server/faq/similar';
import { matchKnowledge } from '@/features/knowledge/server/retrieval/match';
import { tokenize } from '@/features/knowledge/server/retrieval/tokenizer';
import type { UnansweredPorts } from '@/features/runtime/server/unanswered/list';
import type { ResolvePorts } from '@/features/runtime/server/unanswered/resolve';
import type { Db } from '@/lib/server/db/client';

// The unanswered-questions page composed from the knowledge area: its tokenizer tells rewordings apart, its
// matcher finds the nearest FAQ item, and its FAQ writes take the owner's one click.

const ALL_FAQ = { useFaq: true, categoryIds: [], useFiles: false, fileIds: [] } as const;

/**
 * The tokenizer's terms without the parts it also gives of a longer word (jieba's search mode: "信用卡" brings
 * "信用", "信", "卡"): for telling two questions apart, those parts made every question about a credit card look
 * alike (measured on group-examples.ts: one mixed group fewer).
 */
export function questionTerms(text: string): string[] {
  const terms = [...new Set(tokenize(text))];
  return terms.filter((term) => !terms.some((other) => other.length > term.length && other.includes(term)));
}

export function unansweredPorts(db: Db): UnansweredPorts {
  return {
    loadSession: runtimePorts(db).loadSession,
    terms: questionTerms,
    closestFaq: async (corpId, question) => {
      const best = (await matchKnowledge(db, corpId, question, ALL_FAQ)).faq.matches[0];
      return best ? { faqId: best.faqId, question: best.question } : null;
    },
  };
}

export function resolvePorts(db: Db): ResolvePorts {
  return {
    addFaq: async (corpId, item) =>
      (await addFaq(db, corpId, { ...item, status: 'valid', similarQuestions: [] }, faqCapOf)).faqId,
    addSimilarQuestion: (corpId, faqId, question) => addSimilarQuestion(db, corpId, faqId, question),
  };
}
