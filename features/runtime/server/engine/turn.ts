import 'server-only';
import type { AnswerSource, EndReason, ModelFallback, RuntimeEvent } from '@/features/runtime/contract';
import { createAnswerWriter, type ModelTrace } from './answer-writer';
import { channel } from './channel';
import { knowledgeStep, type KnowledgeVerdict } from './knowledge-step';
import type { RuntimePorts } from './ports';
import { modelChoice, type SessionView } from './session-view';
import { answerWithoutModel, documentAnswer, type WithoutModelTrace } from './without-model';
import { createSpeaker, type SpokenSentence } from './speaker';
import { closingWords, isLastTurn } from './steps/conversation-ends';
import { interruption } from './steps/interrupting-words';
import { answerModelFailure } from './steps/model-failure';
import { buildPrompt } from './steps/prompt-builder';
import { matchScene } from './steps/scenes';
import { answered, unanswered, type UnansweredState } from './steps/unanswered';
import { stayAwake, wakeGate, type WakeDecision, type WakeState } from './steps/wake-word';

/** What the conversation remembers between turns (stored with the chat). */
export interface ChatMemory {
  /** Questions asked before this one (utterances the wake-word gate ignored aside). */
  questionsSoFar: number;
  unanswered: UnansweredState;
  wake: WakeState;
  /** Earlier questions and answers, oldest first. */
  history: ReadonlyArray<{ question: string; answer: string }>;
}

export interface TurnInput {
  view: SessionView;
  ports: RuntimePorts;
  memory: ChatMemory;
  question: string;
  via: 'text' | 'voice';
  /** The request's abort: the visitor barged in or left. */
  signal: AbortSignal;
  /** Wall-clock time for the wake-word gate (ms). */
  now?: number;
  /** The chat the turn belongs to, named when a model failure is reported. */
  chatId?: string;
}

/** Each step's verdict, stored with the turn for the debug console. */
export interface TurnTrace {
  wakeWord?: WakeDecision;
  interruption?: { word: string } | null;
  scene?: { index: number; keyword: string } | null;
  knowledge?: KnowledgeVerdict['trace'];
  model?:
    | (ModelTrace & { configured: true; fallback?: ModelFallback })
    | { option: string; configured: false }
    | null;
  /** No model answered: the document's sentences said, or the FAQ questions offered. */
  withoutModel?: WithoutModelTrace;
  scripts: string[];
  sentences?: SpokenSentence[];
  firstSentenceMs?: number | null;
}

export interface TurnOutcome {
  source: AnswerSource;
  sources: { fileId: string; fileName: string }[];
  answer: string;
  interrupted: boolean;
  /** The wake-word gate ignored it: not a question of the conversation. */
  ignored: boolean;
  trace: TurnTrace;
  timings: { firstEventMs: number | null; modelFirstTokenMs: number | null; totalMs: number };
  memory: Pick<ChatMemory, 'unanswered' | 'wake'>;
  /** The conversation ends after this turn (the farewell was said). */
  hangUp: EndReason | null;
}

/**
 * One turn: wake-word gate (voice only) → interrupting words → scenes → FAQ → document passages → large model →
 * scripts. The events stream as they are made — text deltas for the subtitle, each sentence with its audio as soon
 * as it is synthesized — and the generator's return value is what the conversation stores.
 */
export async function* runTurn(input: TurnInput): AsyncGenerator<RuntimeEvent, TurnOutcome> {
  const events = channel<RuntimeEvent>();
  const work = answerTurn(input, events.push).finally(events.close);
  // Read to its end even if nobody awaits the events any more: the outcome is what gets recorded.
  work.catch(() => undefined);
  yield* events.drain();
  return await work;
}

async function answerTurn(input: TurnInput, emit: (event: RuntimeEvent) => void): Promise<TurnOutcome> {
  const { view, ports, memory, question, signal } = input;
  const values = view.session.values;
  const scripts = view.scripts;
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const now = input.now ?? Date.now();
  let firstEventMs: number | null = null;
  const push = (event: RuntimeEvent) => {
    if (signal.aborted) return;
    if (firstEventMs === null && (event.type === 'text' || event.type === 'sentence'))
      firstEventMs = Math.round(elapsed());
    emit(event);
  };
  const trace: TurnTrace = { scripts: [] };
  const outcome = (part: Partial<TurnOutcome>): TurnOutcome => ({
    source: 'none',
    sources: [],
    answer: '',
    interrupted: signal.aborted,
    ignored: false,
    trace,
    timings: { firstEventMs, modelFirstTokenMs: null, totalMs: Math.round(elapsed()) },
    memory: { unanswered: memory.unanswered, wake: memory.wake },
    hangUp: null,
    ...part,
  });

  let wake = memory.wake;
  if (input.via === 'voice') {
    const gate = wakeGate(wake, {
      utterance: question,
      now,
      isFreedom: values.isFreedom,
      wakeWord: scripts.wakeWord,
    });
    trace.wakeWord = gate.decision;
    wake = gate.state;
    if (gate.decision !== 'pass') {
      push({ type: 'state', state: 'listening' });
      return outcome({
        ignored: gate.decision === 'ignore',
        memory: { unanswered: memory.unanswered, wake },
      });
    }
  }
  push({ type: 'state', state: 'thinking' });

  const speaker = createSpeaker({
    ports,
    voice: view.voice,
    signal,
    push,
    waitingPhrase: scripts.waitingPhrase,
    elapsed,
  });
  const writer = createAnswerWriter(push, speaker);
  let source: AnswerSource = 'none';
  let sources: TurnOutcome['sources'] = [];
  let modelFirstTokenMs: number | null = null;
  let unansweredState = memory.unanswered;
  let hangUp: EndReason | null = null;
  let modelErrorSaid = false;
  const speakScript = (name: string, text: string) => {
    writer.fixed(text);
    trace.scripts.push(name);
  };

  try {
    const cut = interruption(question, scripts.interruptingWords, scripts.interruptingSentence);
    trace.interruption = cut ? { word: cut.word } : null;
    if (cut?.sentence) speakScript('interruptingSentence', cut.sentence);
    if (cut && !cut.hasQuestion) {
      source = cut.sentence ? 'script' : 'none';
    } else {
      const scene = values.sceneIsUsed ? matchScene(question, values.scene) : null;
      trace.scene = scene ? { index: scene.index, keyword: scene.keyword } : null;
      if (scene) {
        writer.fixed(scene.reply);
        source = 'scene';
      } else {
        const knowledge = await knowledgeStep(view, question, ports.matchKnowledge);
        trace.knowledge = knowledge.trace;
        if (knowledge.answer !== null) {
          writer.fixed(knowledge.answer);
          source = 'faq';
        } else {
          const choice = modelChoice(view, ports.models);
          trace.model = choice && !choice.provider ? { option: choice.option, configured: false } : null;
          if (choice?.provider) {
            const messages = buildPrompt({
              language: values.language,
              prompt: choice.prompt,
              info: values.conversationInfoDto,
              history: memory.history,
              knowledge: knowledge.context,
              question,
            });
            const result = await writer.model(choice.provider, messages, signal, Math.round(elapsed()));
            const model: NonNullable<TurnTrace['model']> = {
              ...result.trace,
              option: choice.option,
              configured: true,
            };
            trace.model = model;
            if (result.trace.firstTokenMs !== null)
              modelFirstTokenMs = result.trace.requestAtMs + result.trace.firstTokenMs;
            if (result.answered) {
              source = knowledge.documents.length ? 'document' : 'model';
              sources = knowledge.documents;
            }
            if (result.trace.error) {
              // A document that answers by itself speaks before the model-error message does.
              const fromDocument = result.answered ? null : documentAnswer(question, knowledge);
              const instead = await answerModelFailure({
                ports,
                session: { id: view.session.id, corpId: view.session.corpId, language: values.language },
                chatId: input.chatId ?? null,
                option: choice.option,
                failure: { kind: result.trace.error, status: result.trace.status ?? null },
                partial: result.answered,
                faqAnswer: knowledge.closeAnswer,
                documentAnswer: fromDocument,
                write: (text) => writer.fixed(text),
              });
              if (instead) {
                model.fallback = instead.fallback;
                if (instead.fallback === 'modelError') trace.scripts.push('modelError');
                if (instead.fallback === 'document' && fromDocument) trace.withoutModel = fromDocument.trace;
                source = instead.source;
                sources = instead.sources;
                // The platform failed, not the visitor's question: it does not count as unanswered.
                modelErrorSaid = instead.fallback === 'modelError';
              }
            }
          }
          if (source === 'none') {
            const fallback = answerWithoutModel(view, question, knowledge, push);
            if (fallback) {
              writer.fixed(fallback.text);
              ({ source, sources } = fallback);
              trace.withoutModel = fallback.trace;
            }
          }
        }
      }
      if (source === 'none') {
        const verdict = unanswered(memory.unanswered, values.extendContent, scripts);
        if (verdict.script && verdict.text) {
          speakScript(verdict.script, verdict.text);
          source = 'script';
        }
        unansweredState = verdict.state;
        if (verdict.hangUp) hangUp = 'unanswered';
      } else if (source !== 'suggestion' && !modelErrorSaid) {
        // Suggestions leave the run of unanswered questions as it was (a way forward, not an answer), and so does
        // the model-error message (the platform failed, not the visitor's question).
        unansweredState = answered();
      }
    }
    if (!hangUp && isLastTurn(memory.questionsSoFar + 1, values.maxConversation)) hangUp = 'maxTurns';
    if (hangUp) {
      const farewell = closingWords(scripts, values.scriptEndType);
      if (farewell) speakScript('farewell', farewell);
    }
    await speaker.done();
    push({ type: 'state', state: hangUp ? 'ended' : 'listening' });
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  trace.sentences = speaker.spoken;
  trace.firstSentenceMs = speaker.firstSentenceMs;
  return outcome({
    source,
    sources,
    answer: writer.said,
    timings: { firstEventMs, modelFirstTokenMs, totalMs: Math.round(elapsed()) },
    memory: { unanswered: unansweredState, wake: stayAwake(wake, Date.now()) },
    hangUp: signal.aborted ? null : hangUp,
  });
}
