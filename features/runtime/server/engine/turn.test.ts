import { describe, expect, it } from 'vitest';
import type { KnowledgeMatchDto } from '@/features/knowledge/contract';
import type { RuntimeEvent } from '@/features/runtime/contract';
import type { Script, SessionValues } from '@/features/sessions/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { timedStream } from '../llm/timed-stream';
import { ModelError, type ChatMessage, type ChatProvider } from '../llm/types';
import { NO_KNOWLEDGE, type RuntimePorts } from './ports';
import { runFarewell, runPrologue } from './scripted';
import { sessionView } from './session-view';
import { runTurn, type ChatMemory, type TurnInput } from './turn';
import { ASLEEP } from './steps/wake-word';
import { NONE_UNANSWERED } from './steps/unanswered';

const SCRIPTS: Script[] = [
  { scriptType: 'prologue', scriptContent: 'Hello, I am Ada.' },
  { scriptType: 'farewell', scriptContent: 'Goodbye!' },
  { scriptType: 'unknownQuestion', scriptContent: 'Sorry, I do not know.' },
  { scriptType: 'guidingLanguage', scriptContent: 'Ask me about opening hours.' },
  { scriptType: 'waitingPhrase', scriptContent: 'Let me think.' },
  { scriptType: 'interruptingWords', scriptContent: 'stop, wait' },
  { scriptType: 'interruptingSentence', scriptContent: 'Sure, I am listening.' },
  { scriptType: 'wakeWord', scriptContent: 'Hey Ada' },
];

function session(changes: Partial<SessionValues> = {}) {
  const values = {
    ...defaultSessionValues({
      language: 'en',
      characterCode: 'c01-lin-business',
      ttsId: 'espeak:en-us-f3',
      model: 'A',
    }),
    scriptDtoList: SCRIPTS,
    ...changes,
  };
  return sessionView({
    id: 's1',
    corpId: 'corp1',
    status: 'published',
    revision: 1,
    shareCode: 'abc',
    values,
  });
}

/** A model whose tokens the test lets go one by one with `release()` when `paced`. */
function fakeModel(tokens: string[], options: { paced?: boolean; failWith?: ModelError } = {}) {
  const requests: ChatMessage[][] = [];
  const permits: Array<() => void> = [];
  let banked = 0;
  const provider: ChatProvider = {
    name: 'A',
    streamChat: ({ messages, signal }) =>
      timedStream(async function* () {
        requests.push(messages);
        if (options.failWith) throw options.failWith;
        for (const token of tokens) {
          if (options.paced) {
            if (banked > 0) banked--;
            else
              await new Promise<void>((resolve, reject) => {
                permits.push(resolve);
                signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
              });
          }
          yield token;
        }
      }),
  };
  return {
    provider,
    requests,
    release(count = 1) {
      for (; count > 0; count--) {
        const next = permits.shift();
        if (next) next();
        else banked++;
      }
    },
  };
}

function fakePorts(
  options: { model?: ChatProvider | null; knowledge?: KnowledgeMatchDto; deviceVoice?: boolean } = {},
) {
  let fireTimer: () => void = () => undefined;
  const timer = new Promise<void>((resolve) => (fireTimer = resolve));
  const synthesized: string[] = [];
  const knowledgeQueries: string[] = [];
  const ports: RuntimePorts = {
    loadSession: async () => null,
    openApp: async () => ({ ok: false, code: 'sessionUnavailable' }),
    slots: async () => 0,
    matchKnowledge: async (_corp, question) => {
      knowledgeQueries.push(question);
      return options.knowledge ?? NO_KNOWLEDGE;
    },
    speak: async (text) => {
      synthesized.push(text);
      return options.deviceVoice ? null : { clipId: `clip-${synthesized.length}`, cached: false };
    },
    models: { operator: () => options.model ?? null, thirdParty: () => options.model! },
    after: () => timer,
  };
  return { ports, synthesized, knowledgeQueries, fireTimer: () => fireTimer() };
}

const FRESH: ChatMemory = { questionsSoFar: 0, unanswered: NONE_UNANSWERED, wake: ASLEEP, history: [] };

function turn(input: Partial<TurnInput> & Pick<TurnInput, 'view' | 'ports'>) {
  return runTurn({
    memory: FRESH,
    question: 'What are your opening hours?',
    via: 'text',
    signal: new AbortController().signal,
    ...input,
  });
}

async function play<T>(generator: AsyncGenerator<RuntimeEvent, T>) {
  const events: RuntimeEvent[] = [];
  for (let step = await generator.next(); ; step = await generator.next()) {
    if (step.done) return { events, outcome: step.value };
    events.push(step.value);
  }
}

const sentences = (events: RuntimeEvent[]) =>
  events.flatMap((event) => (event.type === 'sentence' ? [event] : []));
const subtitle = (events: RuntimeEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('');

describe('a turn', () => {
  it('answers from a scene, each sentence with its audio, before any knowledge or model is asked', async () => {
    const model = fakeModel(['never']);
    const fake = fakePorts({ model: model.provider });
    const view = session({
      sceneIsUsed: true,
      scene: [{ keywords: ['opening hours'], reply: 'We open at nine. We close at six.' }],
    });
    const { events, outcome } = await play(turn({ view, ports: fake.ports }));
    expect(sentences(events)).toEqual([
      { type: 'sentence', index: 0, text: 'We open at nine.', audioUrl: '/api/bot/audio/clip-1.wav' },
      { type: 'sentence', index: 1, text: 'We close at six.', audioUrl: '/api/bot/audio/clip-2.wav' },
    ]);
    expect(subtitle(events)).toBe('We open at nine. We close at six.');
    expect(events.filter((event) => event.type === 'state')).toEqual([
      { type: 'state', state: 'thinking' },
      { type: 'state', state: 'speaking' },
      { type: 'state', state: 'listening' },
    ]);
    expect(outcome).toMatchObject({ source: 'scene', interrupted: false, hangUp: null });
    expect(outcome.trace.scene).toEqual({ index: 0, keyword: 'opening hours' });
    expect(model.requests).toHaveLength(0);
    expect(fake.knowledgeQueries).toHaveLength(0);
  });

  it('answers from the FAQ when its best item is close enough, and names the score in the trace', async () => {
    const knowledge: KnowledgeMatchDto = {
      ...NO_KNOWLEDGE,
      faq: {
        decision: 'answer',
        matches: [
          {
            faqId: 'f1',
            question: 'When do you open?',
            matchedText: 'open',
            answer: 'Nine to six.',
            score: 0.92,
          },
        ],
        thresholds: { answer: 0.8, context: 0.5 },
      },
    };
    const model = fakeModel(['never']);
    const { ports } = fakePorts({ model: model.provider, knowledge });
    const { events, outcome } = await play(turn({ view: session({ knowledgeIsUsed: true }), ports }));
    expect(sentences(events).map((s) => s.text)).toEqual(['Nine to six.']);
    expect(outcome.source).toBe('faq');
    expect(outcome.trace.knowledge?.faq).toEqual({
      decision: 'answer',
      faqId: 'f1',
      question: 'When do you open?',
      score: 0.92,
    });
    expect(outcome.trace.knowledge?.thresholds).toEqual({ answer: 0.8, context: 0.5 });
    expect(outcome.trace.knowledge?.faqMatches.map((m) => m.score)).toEqual([0.92]);
    expect(model.requests).toHaveLength(0);
  });

  it('gives the model close FAQ items and document passages, and names the documents it used', async () => {
    const knowledge: KnowledgeMatchDto = {
      faq: {
        decision: 'context',
        matches: [
          { faqId: 'f1', question: 'Holidays?', matchedText: 'x', answer: 'Closed on holidays.', score: 0.6 },
        ],
        thresholds: { answer: 0.8, context: 0.5 },
      },
      passages: [
        {
          passageId: 'p1',
          fileId: 'd1',
          fileName: 'hours.pdf',
          ordinal: 0,
          text: 'Open 9–18 on weekdays.',
          score: 3,
        },
        {
          passageId: 'p2',
          fileId: 'd1',
          fileName: 'hours.pdf',
          ordinal: 4,
          text: 'Saturday 10–14.',
          score: 2,
        },
      ],
      ms: 1,
    };
    const model = fakeModel(['We open at nine on weekdays.']);
    const { ports } = fakePorts({ model: model.provider, knowledge });
    const { events, outcome } = await play(
      turn({
        view: session({ knowledgeIsUsed: true, fileIsUsed: true, kbConversationDto: { fileIds: ['d1'] } }),
        ports,
      }),
    );
    const system = model.requests[0]![0]!.content;
    expect(system).toContain('(FAQ) Holidays?\nClosed on holidays.');
    expect(system).toContain('(hours) Open 9–18 on weekdays.');
    expect(system).toContain('when you use a document, name it');
    expect(outcome.source).toBe('document');
    expect(outcome.sources).toEqual([{ fileId: 'd1', fileName: 'hours.pdf' }]);
    expect(outcome.trace.knowledge?.passages.map((p) => p.ordinal)).toEqual([0, 4]);
    expect(sentences(events).map((s) => s.text)).toEqual(['We open at nine on weekdays.']);
  });

  it('speaks the first sentence of a streamed answer while the model is still writing the next', async () => {
    const model = fakeModel(['We open ', 'at nine. ', 'And we ', 'close at six.'], { paced: true });
    const { ports } = fakePorts({ model: model.provider });
    const generator = turn({ view: session(), ports });
    const seen: RuntimeEvent[] = [];
    model.release(2);
    while (!seen.some((event) => event.type === 'sentence'))
      seen.push((await generator.next()).value as RuntimeEvent);
    expect(sentences(seen)).toEqual([
      { type: 'sentence', index: 0, text: 'We open at nine.', audioUrl: '/api/bot/audio/clip-1.wav' },
    ]);
    model.release(2);
    const rest = await play(generator);
    expect(sentences(rest.events).map((s) => s.text)).toEqual(['And we close at six.']);
    expect(rest.outcome.source).toBe('model');
    expect(rest.outcome.trace.model).toMatchObject({ option: 'A', configured: true });
    expect(rest.outcome.timings.modelFirstTokenMs).not.toBeNull();
    expect(rest.outcome.answer).toBe('We open at nine. And we close at six.');
  });

  it('says the waiting phrase first when no sentence is ready in time, then the answer', async () => {
    const model = fakeModel(['Nine o’clock.'], { paced: true });
    const fake = fakePorts({ model: model.provider });
    const generator = turn({ view: session(), ports: fake.ports });
    const seen: RuntimeEvent[] = [];
    fake.fireTimer();
    while (!seen.some((event) => event.type === 'sentence'))
      seen.push((await generator.next()).value as RuntimeEvent);
    model.release();
    const { events, outcome } = await play(generator);
    expect(sentences([...seen, ...events]).map((s) => [s.index, s.text])).toEqual([
      [0, 'Let me think.'],
      [1, 'Nine o’clock.'],
    ]);
    expect(outcome.trace.sentences?.[0]).toMatchObject({ waitingPhrase: true });
  });

  it('says no waiting phrase when the answer is ready before the wait is over', async () => {
    const fake = fakePorts({ model: fakeModel(['Nine o’clock.']).provider });
    const { events } = await play(turn({ view: session(), ports: fake.ports }));
    fake.fireTimer();
    expect(sentences(events).map((s) => s.text)).toEqual(['Nine o’clock.']);
    expect(fake.synthesized).toEqual(['Nine o’clock.']);
  });

  it('answers with the unknown-question phrase when no model is configured', async () => {
    const { ports } = fakePorts({ model: null });
    const { events, outcome } = await play(turn({ view: session(), ports }));
    expect(sentences(events).map((s) => s.text)).toEqual(['Sorry, I do not know.']);
    expect(outcome).toMatchObject({ source: 'script', hangUp: null, memory: { unanswered: { inARow: 1 } } });
    expect(outcome.trace.model).toEqual({ option: 'A', configured: false });
    expect(outcome.trace.scripts).toEqual(['unknownQuestion']);
  });

  it('without a model, says the sentences of a passage that clearly answers and cites its document', async () => {
    const knowledge: KnowledgeMatchDto = {
      ...NO_KNOWLEDGE,
      passages: [
        {
          passageId: 'p1',
          fileId: 'd1',
          fileName: 'store-guide.pdf',
          ordinal: 2,
          text: 'Welcome to our store. Opening hours are nine to six on weekdays. Parking is free for members.',
          score: 1,
        },
      ],
    };
    const { ports } = fakePorts({ model: null, knowledge });
    const view = session({ fileIsUsed: true, kbConversationDto: { fileIds: ['d1'] } });
    const { events, outcome } = await play(turn({ view, ports }));
    expect(subtitle(events)).toBe('Opening hours are nine to six on weekdays.');
    expect(outcome).toMatchObject({
      source: 'document',
      sources: [{ fileId: 'd1', fileName: 'store-guide.pdf' }],
      memory: { unanswered: { inARow: 0 } },
    });
    expect(outcome.trace.withoutModel?.extract).toMatchObject({ fileId: 'd1', ordinal: 2, sentences: [1] });
    expect(outcome.trace.scripts).toEqual([]);
  });

  it('without a model, offers close FAQ questions after the guiding language, and counts no answer', async () => {
    const item = (faqId: string, question: string, score: number) => ({
      faqId,
      question,
      matchedText: question,
      answer: `Answer to ${question}`,
      score,
    });
    const knowledge: KnowledgeMatchDto = {
      ...NO_KNOWLEDGE,
      faq: {
        decision: 'context',
        matches: [
          item('f1', 'How do I report a lost card', 0.55),
          item('f2', 'How do I replace a damaged card?', 0.5),
          item('f3', 'What are your opening hours?', 0.3),
        ],
        thresholds: { answer: 0.65, context: 0.3 },
      },
    };
    const { ports } = fakePorts({ model: null, knowledge });
    const memory = { ...FRESH, unanswered: { inARow: 1 } };
    const view = session({ knowledgeIsUsed: true });
    const { events, outcome } = await play(turn({ view, ports, memory, question: 'my card' }));
    expect(events.find((event) => event.type === 'suggestions')).toEqual({
      type: 'suggestions',
      questions: [
        { faqId: 'f1', question: 'How do I report a lost card' },
        { faqId: 'f2', question: 'How do I replace a damaged card?' },
      ],
    });
    expect(subtitle(events)).toBe(
      'Ask me about opening hours. How do I report a lost card? How do I replace a damaged card?',
    );
    expect(outcome).toMatchObject({ source: 'suggestion', memory: { unanswered: { inARow: 1 } } });
    expect(outcome.trace.withoutModel?.suggestions).toEqual({
      faqIds: ['f1', 'f2'],
      questions: ['How do I report a lost card', 'How do I replace a damaged card?'],
    });
  });

  it('says the model-error message when the model fails before its first word, and reports the failure', async () => {
    const { ports } = fakePorts({
      model: fakeModel([], { failWith: new ModelError('badStatus', { status: 500 }) }).provider,
    });
    const reports: unknown[] = [];
    ports.modelFailed = async (report) => void reports.push(report);
    const memory = { ...FRESH, unanswered: { inARow: 1 } };
    const { outcome } = await play(turn({ view: session(), ports, memory, chatId: 'chat-1' }));
    expect(outcome).toMatchObject({
      source: 'script',
      answer: 'The model could not answer. Please try again.',
    });
    expect(outcome.trace.model).toMatchObject({ error: 'badStatus', status: 500, fallback: 'modelError' });
    expect(outcome.trace.scripts).toEqual(['modelError']);
    // The platform failed, not the question: the run of unanswered questions neither grows nor ends.
    expect(outcome.memory.unanswered).toEqual({ inARow: 1 });
    expect(reports).toEqual([
      expect.objectContaining({
        chatId: 'chat-1',
        option: 'A',
        kind: 'badStatus',
        status: 500,
        fallback: 'modelError',
      }),
    ]);
  });

  it('answers with the close FAQ item instead when the model fails', async () => {
    const knowledge: KnowledgeMatchDto = {
      faq: {
        decision: 'context',
        matches: [
          { faqId: 'f1', question: 'Holidays?', matchedText: 'x', answer: 'Closed on holidays.', score: 0.6 },
        ],
        thresholds: { answer: 0.8, context: 0.5 },
      },
      passages: [],
      ms: 1,
    };
    const { ports } = fakePorts({
      knowledge,
      model: fakeModel([], { failWith: new ModelError('timeout') }).provider,
    });
    const view = session({ knowledgeIsUsed: true });
    const { outcome } = await play(turn({ view, ports }));
    expect(outcome).toMatchObject({ source: 'faq', answer: 'Closed on holidays.' });
    expect(outcome.trace.model).toMatchObject({ error: 'timeout', fallback: 'faq' });
  });

  it('after unReplyCount unanswered questions says the guiding language, the farewell, and hangs up', async () => {
    const { ports } = fakePorts({ model: null });
    const memory = { ...FRESH, unanswered: { inARow: 2 } };
    const { events, outcome } = await play(turn({ view: session(), ports, memory }));
    expect(sentences(events).map((s) => s.text)).toEqual(['Ask me about opening hours.', 'Goodbye!']);
    expect(outcome.hangUp).toBe('unanswered');
    expect(outcome.trace.scripts).toEqual(['guidingLanguage', 'farewell']);
    expect(events.at(-1)).toEqual({ type: 'state', state: 'ended' });
  });

  it('an answered question ends a run of unanswered ones', async () => {
    const { ports } = fakePorts({ model: fakeModel(['Nine.']).provider });
    const { outcome } = await play(
      turn({ view: session(), ports, memory: { ...FRESH, unanswered: { inARow: 2 } } }),
    );
    expect(outcome.memory.unanswered).toEqual({ inARow: 0 });
  });

  it('ends with the farewell at the last question maxConversation allows', async () => {
    const { ports } = fakePorts({ model: fakeModel(['Nine.']).provider });
    const view = session({ maxConversation: 3 });
    const before = await play(turn({ view, ports, memory: { ...FRESH, questionsSoFar: 1 } }));
    expect(before.outcome.hangUp).toBeNull();
    const last = await play(turn({ view, ports, memory: { ...FRESH, questionsSoFar: 2 } }));
    expect(last.outcome.hangUp).toBe('maxTurns');
    expect(sentences(last.events).map((s) => s.text)).toEqual(['Nine.', 'Goodbye!']);
  });

  it('in wake-word mode ignores a spoken question without the wake word, and answers one with it', async () => {
    const model = fakeModel(['Nine.']);
    const { ports } = fakePorts({ model: model.provider });
    const view = session({ isFreedom: false });
    const asleep = await play(turn({ view, ports, via: 'voice' }));
    expect(asleep.outcome).toMatchObject({ ignored: true, source: 'none' });
    expect(asleep.outcome.trace.wakeWord).toBe('ignore');
    expect(sentences(asleep.events)).toEqual([]);
    expect(model.requests).toHaveLength(0);
    const woken = await play(
      turn({ view, ports, via: 'voice', question: 'Hey Ada, when do you open?', now: 1000 }),
    );
    expect(woken.outcome).toMatchObject({ ignored: false, source: 'model' });
    expect(woken.outcome.memory.wake.awakeUntil).not.toBeNull();
    const typed = await play(turn({ view, ports, via: 'text' }));
    expect(typed.outcome.source).toBe('model');
  });

  it('an interrupting word alone says the interrupting sentence and nothing else', async () => {
    const model = fakeModel(['Nine.']);
    const { ports } = fakePorts({ model: model.provider });
    const { events, outcome } = await play(turn({ view: session(), ports, question: 'Stop!' }));
    expect(sentences(events).map((s) => s.text)).toEqual(['Sure, I am listening.']);
    expect(outcome).toMatchObject({ source: 'script', trace: { interruption: { word: 'stop' } } });
    expect(model.requests).toHaveLength(0);
  });

  it('an interrupting word with a question says the interrupting sentence, then answers', async () => {
    const { ports } = fakePorts({ model: fakeModel(['Nine.']).provider });
    const { events, outcome } = await play(
      turn({ view: session(), ports, question: 'wait, when do you open?' }),
    );
    expect(sentences(events).map((s) => s.text)).toEqual(['Sure, I am listening.', 'Nine.']);
    expect(outcome.source).toBe('model');
  });

  it('cut short by the visitor, stops the model and sends nothing more, and is recorded as interrupted', async () => {
    const model = fakeModel(['We open ', 'at nine. ', 'And close ', 'at six.'], { paced: true });
    const { ports } = fakePorts({ model: model.provider });
    const abort = new AbortController();
    const generator = turn({ view: session(), ports, signal: abort.signal });
    const seen: RuntimeEvent[] = [];
    model.release(2);
    while (!seen.some((event) => event.type === 'sentence'))
      seen.push((await generator.next()).value as RuntimeEvent);
    abort.abort();
    const rest = await play(generator);
    expect(rest.events.filter((event) => event.type === 'sentence' || event.type === 'text')).toEqual([]);
    expect(rest.outcome).toMatchObject({ interrupted: true, answer: 'We open at nine.', hangUp: null });
  });

  it('sends sentences without audio when the device speaks the voice', async () => {
    const { ports } = fakePorts({ model: fakeModel(['Nine.']).provider, deviceVoice: true });
    const { events } = await play(turn({ view: session(), ports }));
    expect(sentences(events)).toEqual([{ type: 'sentence', index: 0, text: 'Nine.', audioUrl: null }]);
  });
});

describe('the conversation’s own words', () => {
  it('say the prologue at the start and the farewell at the end', async () => {
    const { ports } = fakePorts();
    const start = await play(runPrologue(session(), ports, new AbortController().signal));
    expect(sentences(start.events).map((s) => s.text)).toEqual(['Hello, I am Ada.']);
    expect(start.outcome.trace.scripts).toEqual(['prologue']);
    const end = await play(runFarewell(session(), ports, new AbortController().signal));
    expect(end.outcome.answer).toBe('Goodbye!');
    const silent = await play(
      runFarewell(session({ scriptEndType: 'silent' }), ports, new AbortController().signal),
    );
    expect(sentences(silent.events)).toEqual([]);
  });

  it('let the model greet when the prologue type is model, and fall back to the prologue without one', async () => {
    const model = fakeModel(['Hi there, welcome!']);
    const withModel = await play(
      runPrologue(
        session({ prologueType: 'model' }),
        fakePorts({ model: model.provider }).ports,
        new AbortController().signal,
      ),
    );
    expect(withModel.outcome.answer).toBe('Hi there, welcome!');
    expect(model.requests[0]!.at(-1)).toEqual({ role: 'user', content: 'Hello, I am Ada.' });
    const without = await play(
      runPrologue(
        session({ prologueType: 'model' }),
        fakePorts({ model: null }).ports,
        new AbortController().signal,
      ),
    );
    expect(without.outcome.answer).toBe('Hello, I am Ada.');
  });
});
