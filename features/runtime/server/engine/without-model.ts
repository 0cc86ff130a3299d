import 'server-only';
import type { AnswerSource, RuntimeEvent } from '@/features/runtime/contract';
import type { KnowledgeVerdict } from './knowledge-step';
import type { SessionView } from './session-view';
import { extractiveAnswer, type ExtractiveAnswer } from './steps/extractive-answer';
import { suggestionSpeech, suggestionsFor, type Suggestion } from './steps/suggestions';

export interface WithoutModelTrace {
  /** The document sentences said instead of a model's answer. */
  extract?: ExtractiveAnswer['trace'];
  /**
   * The FAQ items offered as "did you mean…": the turn is stored with source 'suggestion' and these ids, and counts
   * as unanswered for the owner's unanswered-questions list.
   */
  suggestions?: { faqIds: string[]; questions: string[] };
}

export interface WithoutModel {
  source: Extract<AnswerSource, 'document' | 'suggestion'>;
  sources: { fileId: string; fileName: string }[];
  text: string;
  trace: WithoutModelTrace;
}

/** The best passage's sentences when they clearly answer the question, cited by their document's name. */
export function documentAnswer(
  question: string,
  knowledge: Pick<KnowledgeVerdict, 'passages'>,
): (WithoutModel & { source: 'document' }) | null {
  const best = knowledge.passages[0];
  const extract = best ? extractiveAnswer(question, best) : null;
  if (!extract) return null;
  return {
    source: 'document',
    sources: [{ fileId: extract.fileId, fileName: extract.fileName }],
    text: extract.text,
    trace: { extract: extract.trace },
  };
}

/**
 * What is said when no model answered (none configured, or it said nothing): the best passage's sentences when it
 * clearly answers, cited by its document's name; else the FAQ items close to the question as suggestions (their
 * event goes out here, before the words that introduce them); else nothing (the scripts take over).
 */
export function answerWithoutModel(
  view: SessionView,
  question: string,
  knowledge: Pick<KnowledgeVerdict, 'faq' | 'passages'>,
  push: (event: RuntimeEvent) => void,
): WithoutModel | null {
  const fromDocument = documentAnswer(question, knowledge);
  if (fromDocument) return fromDocument;
  const offered: Suggestion[] = suggestionsFor(knowledge.faq);
  if (offered.length === 0) return null;
  push({ type: 'suggestions', questions: offered });
  return {
    source: 'suggestion',
    sources: [],
    text: suggestionSpeech(offered, {
      guidingLanguage: view.scripts.guidingLanguage,
      language: view.session.values.language,
    }),
    trace: {
      suggestions: {
        faqIds: offered.map((item) => item.faqId),
        questions: offered.map((item) => item.question),
      },
    },
  };
}
