import 'server-only';
import type { RuntimeEvent } from '@/features/runtime/contract';
import { createAnswerWriter } from './answer-writer';
import { channel } from './channel';
import type { RuntimePorts } from './ports';
import { modelChoice, type SessionView } from './session-view';
import { reportModelFailure } from './steps/model-failure';
import { createSpeaker, type SpokenSentence } from './speaker';
import { closingWords, opening } from './steps/conversation-ends';
import { buildPrompt } from './steps/prompt-builder';

// The conversation's own words, with no question before them: the prologue when it starts, the farewell when it
// ends, and what the embedding page has it say.

export interface ScriptedOutcome {
  /** Nothing said: the session has no such script. */
  answer: string;
  interrupted: boolean;
  trace: { scripts: string[]; sentences: SpokenSentence[]; model?: unknown };
  timings: { firstEventMs: number | null; modelFirstTokenMs: number | null; totalMs: number };
}

async function* speakScripted(
  view: SessionView,
  ports: RuntimePorts,
  signal: AbortSignal,
  say: (writer: ReturnType<typeof createAnswerWriter>, trace: ScriptedOutcome['trace']) => Promise<void>,
): AsyncGenerator<RuntimeEvent, ScriptedOutcome> {
  const events = channel<RuntimeEvent>();
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let firstEventMs: number | null = null;
  const push = (event: RuntimeEvent) => {
    if (signal.aborted) return;
    if (firstEventMs === null && event.type === 'sentence') firstEventMs = Math.round(elapsed());
    events.push(event);
  };
  const speaker = createSpeaker({ ports, voice: view.voice, signal, push, elapsed });
  const writer = createAnswerWriter(push, speaker);
  const trace: ScriptedOutcome['trace'] = { scripts: [], sentences: speaker.spoken };
  const work = (async () => {
    try {
      await say(writer, trace);
      await speaker.done();
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  })().finally(events.close);
  work.catch(() => undefined);
  yield* events.drain();
  await work;
  return {
    answer: writer.said,
    interrupted: signal.aborted,
    trace,
    timings: { firstEventMs, modelFirstTokenMs: null, totalMs: Math.round(elapsed()) },
  };
}

/** The prologue, as written or (prologueType `model`) in the model's own words with the prologue as its cue. */
export function runPrologue(view: SessionView, ports: RuntimePorts, signal: AbortSignal) {
  const values = view.session.values;
  return speakScripted(view, ports, signal, async (writer, trace) => {
    const open = opening(view.scripts, values.prologueType);
    if (!open) return;
    trace.scripts.push('prologue');
    const choice = open.kind === 'model' ? modelChoice(view, ports.models) : null;
    if (open.kind === 'model' && choice?.provider) {
      const messages = buildPrompt({
        language: values.language,
        prompt: choice.prompt,
        info: values.conversationInfoDto,
        history: [],
        knowledge: [],
        question: open.cue,
      });
      const result = await writer.model(choice.provider, messages, signal, 0);
      trace.model = { ...result.trace, option: choice.option };
      if (result.trace.error)
        await reportModelFailure(ports, {
          corpId: view.session.corpId,
          sessionId: view.session.id,
          chatId: null,
          option: choice.option,
          kind: result.trace.error,
          status: result.trace.status ?? null,
          fallback: result.answered ? 'partial' : 'prologue',
        });
      if (result.answered) return;
    }
    writer.fixed(open.kind === 'model' ? open.cue : open.text);
  });
}

/** The farewell when the session's end type says one. */
export function runFarewell(view: SessionView, ports: RuntimePorts, signal: AbortSignal) {
  return speakScripted(view, ports, signal, async (writer, trace) => {
    const words = closingWords(view.scripts, view.session.values.scriptEndType);
    if (!words) return;
    trace.scripts.push('farewell');
    writer.fixed(words);
  });
}

/** The host page's own words (the embed SDK's `speak`), word for word: no step decides anything. */
export function runSay(view: SessionView, ports: RuntimePorts, signal: AbortSignal, text: string) {
  return speakScripted(view, ports, signal, async (writer, trace) => {
    trace.scripts.push('say');
    writer.fixed(text);
  });
}
