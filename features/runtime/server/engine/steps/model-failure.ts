import 'server-only';
import type { ModelFailureKind, ModelFallback, ModelHealthOption } from '@/features/runtime/contract';
import type { SessionLanguage } from '@/features/sessions/contract';
import { serverTranslator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import type { RuntimePorts } from '../ports';

/**
 * Spec §8's "model error" in the session's language: the runtime's own message (the `Runtime` catalogue, which the
 * page's notice shows too) in Chinese and English; the platform's pages have no Japanese catalogue, so it is here.
 */
const JAPANESE_MODEL_ERROR = '大規模言語モデルでエラーが発生しました。もう一度お試しください。';

export function modelErrorWords(language: SessionLanguage): string {
  if (language === 'ja') return JAPANESE_MODEL_ERROR;
  return serverTranslator(language, 'Runtime')('errors.modelError');
}

export interface ModelFailureAnswer {
  fallback: ModelFallback;
  source: 'faq' | 'document' | 'script';
  text: string;
  sources: { fileId: string; fileName: string }[];
}

/**
 * What the visitor hears when the model failed without a word: an answer that exists without the model — the FAQ
 * item that was close enough to be the model's context, or a document's answer — else the model-error message.
 */
export function modelFailureAnswer(input: {
  language: SessionLanguage;
  /** The best FAQ item's answer when it was close but not certain (it went to the model as context). */
  faqAnswer: string | null;
  /** A document's own answer (its relevant sentences) with the documents it cites, when one answers. */
  documentAnswer?: { text: string; sources: { fileId: string; fileName: string }[] } | null;
}): ModelFailureAnswer {
  if (input.faqAnswer?.trim())
    return { fallback: 'faq', source: 'faq', text: input.faqAnswer.trim(), sources: [] };
  if (input.documentAnswer?.text.trim())
    return {
      fallback: 'document',
      source: 'document',
      text: input.documentAnswer.text.trim(),
      sources: input.documentAnswer.sources,
    };
  return { fallback: 'modelError', source: 'script', text: modelErrorWords(input.language), sources: [] };
}

/** A model option's failure in a turn, for the owner's model health (counted, logged with the request by the port). */
export async function reportModelFailure(
  ports: Pick<RuntimePorts, 'modelFailed'>,
  report: {
    corpId: string;
    sessionId: string;
    chatId: string | null;
    option: string;
    kind: ModelFailureKind;
    status: number | null;
    /** What was said instead: a fallback, what the model said before failing, or the prologue's own words. */
    fallback: ModelFallback | 'partial' | 'prologue';
  },
): Promise<void> {
  if (!ports.modelFailed) return;
  try {
    await ports.modelFailed({ ...report, option: report.option as ModelHealthOption });
  } catch (error) {
    // The visitor's answer never waits on, nor fails with, the bookkeeping.
    log.error({ err: error, ...report }, 'a model failure could not be recorded');
  }
}

/**
 * After the model of a turn failed (`trace.error`): reports it, and — when it said nothing — writes what answers
 * instead. Answers null when the model had already said something before failing (that stays the answer).
 */
export async function answerModelFailure(input: {
  ports: Pick<RuntimePorts, 'modelFailed'>;
  session: { id: string; corpId: string; language: SessionLanguage };
  chatId: string | null;
  option: string;
  failure: { kind: ModelFailureKind; status: number | null };
  /** The model said something before it failed. */
  partial: boolean;
  faqAnswer: string | null;
  documentAnswer?: { text: string; sources: { fileId: string; fileName: string }[] } | null;
  write: (text: string) => void;
}): Promise<ModelFailureAnswer | null> {
  const answer = input.partial
    ? null
    : modelFailureAnswer({
        language: input.session.language,
        faqAnswer: input.faqAnswer,
        documentAnswer: input.documentAnswer,
      });
  if (answer) input.write(answer.text);
  await reportModelFailure(input.ports, {
    corpId: input.session.corpId,
    sessionId: input.session.id,
    chatId: input.chatId,
    option: input.option,
    kind: input.failure.kind,
    status: input.failure.status,
    fallback: answer?.fallback ?? 'partial',
  });
  return answer;
}
