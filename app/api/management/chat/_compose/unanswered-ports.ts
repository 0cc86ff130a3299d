import 'server-only';
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

export function unansweredPorts(db: Db): UnansweredPorts {
  return {
    loadSession: runtimePorts(db).loadSession,
    terms: tokenize,
    closestFaq: async (corpId, question) => {
      const best = (await matchKnowledge(db, corpId, question, ALL_FAQ)).faq.matches[0];
      return best ? { faqId: best.faqId, question: best.question } : null;
    },
  };
}

export function resolvePorts(db: Db): ResolvePorts {
  return {
    addFaq: async (corpId, item) =>
      (await addFaq(db, corpId, { ...item, status: 'valid', similarQuestions: [] })).faqId,
    addSimilarQuestion: (corpId, faqId, question) => addSimilarQuestion(db, corpId, faqId, question),
  };
}
