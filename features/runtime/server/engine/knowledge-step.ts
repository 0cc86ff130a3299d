import 'server-only';
import type { KnowledgeMatchDto } from '@/features/knowledge/contract';
import { NO_KNOWLEDGE, type RuntimePorts } from './ports';
import type { SessionView } from './session-view';
import type { KnowledgePassage } from './steps/prompt-builder';
import { isTie } from './steps/suggestions';

/** FAQ items kept in a turn's trace: enough to see why the best one won or lost. */
const TRACED_MATCHES = 3;

export interface KnowledgeVerdict {
  /** The FAQ's answer, when its best item is close enough to be the answer. */
  answer: string | null;
  /** The best item's answer when it was close but not certain: what answers if the model fails. */
  closeAnswer: string | null;
  /** What goes to the model: close FAQ items and document passages, each named by its source. */
  context: KnowledgePassage[];
  /** The documents the passages come from, named for the visitor. */
  documents: { fileId: string; fileName: string }[];
  /** What the match found, for the answers given without a model (a document's sentences, suggestions). */
  faq: KnowledgeMatchDto['faq'];
  passages: KnowledgeMatchDto['passages'];
  trace: {
    ms: number;
    faq: {
      decision: KnowledgeMatchDto['faq']['decision'];
      faqId: string;
      question: string;
      score: number;
      /** A second item asking something else scored as well: not said as the answer. */
      tie?: boolean;
    } | null;
    /** The best few FAQ items with their scores, and the thresholds they were held against (debug console). */
    faqMatches: { faqId: string; question: string; score: number }[];
    thresholds: KnowledgeMatchDto['faq']['thresholds'];
    passages: { fileId: string; fileName: string; ordinal: number; score: number }[];
  };
}

/** A document's name as the model may say it when citing it: "warranty", not "warranty.docx". */
export const documentTitle = (fileName: string) => fileName.replace(/\.(pdf|docx?)$/i, '') || fileName;

/** The FAQ match and the document passages of the session's knowledge for a question. */
export async function knowledgeStep(
  view: SessionView,
  question: string,
  match: RuntimePorts['matchKnowledge'],
): Promise<KnowledgeVerdict> {
  const query = view.knowledge;
  const found =
    query.useFaq || query.useFiles ? await match(view.session.corpId, question, query) : NO_KNOWLEDGE;
  const best = found.faq.matches[0];
  // Two items asking different things that score alike: neither is said as the answer (tie: see suggestions.ts).
  const tie = isTie(found.faq);
  const faqContext =
    found.faq.decision === 'context' || tie
      ? found.faq.matches.map((item) => ({ text: `${item.question}\n${item.answer}`, source: 'FAQ' }))
      : [];
  const documents = new Map<string, string>();
  for (const passage of found.passages) documents.set(passage.fileId, passage.fileName);
  return {
    answer: found.faq.decision === 'answer' && !tie && best ? best.answer : null,
    closeAnswer: found.faq.decision === 'context' && best ? best.answer : null,
    context: [
      ...faqContext,
      ...found.passages.map((passage) => ({ text: passage.text, source: documentTitle(passage.fileName) })),
    ],
    documents: [...documents].map(([fileId, fileName]) => ({ fileId, fileName })),
    faq: found.faq,
    passages: found.passages,
    trace: {
      ms: found.ms,
      faq: best
        ? {
            decision: found.faq.decision,
            faqId: best.faqId,
            question: best.question,
            score: best.score,
            ...(tie ? { tie: true } : {}),
          }
        : null,
      faqMatches: found.faq.matches
        .slice(0, TRACED_MATCHES)
        .map(({ faqId, question, score }) => ({ faqId, question, score })),
      thresholds: found.faq.thresholds,
      passages: found.passages.map(({ fileId, fileName, ordinal, score }) => ({
        fileId,
        fileName,
        ordinal,
        score,
      })),
    },
  };
}
