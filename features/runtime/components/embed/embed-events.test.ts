import { describe, expect, it, vi } from 'vitest';
import { SAY_MAX, UTTERANCE_MAX, type RuntimeEvent } from '@/features/runtime/contract';
import type { EmbedCommand } from '@/lib/contract/embed-messages';
import {
  conversationReducer,
  initialConversation,
  type Action,
  type ConversationState,
} from '../conversation-state';
import { embedEvents, embedStateOf, ratedEvents, runCommand, type EmbedControls } from './embed-events';

const event = (e: RuntimeEvent): Action => ({ type: 'event', event: e, now: 0 });
const CHAT = event({
  type: 'chat',
  chatId: 'c1',
  chatSecret: 's1',
  idleTimeoutS: 60,
  heartbeatMs: 10_000,
  maxDurationS: 1800,
});
const errorText = (code: string) => `text of ${code}`;

/** Each state the actions lead through, and the events the host page hears along the way. */
function told(actions: Action[], from: ConversationState | null = null) {
  let state = from ?? initialConversation;
  const events = from ? [] : embedEvents(null, state, errorText);
  for (const action of actions) {
    const next = conversationReducer(state, action);
    events.push(...embedEvents(state, next, errorText));
    state = next;
  }
  return { state, events };
}

describe('what the frame tells the host page', () => {
  it('follows a conversation: state, subtitles as they grow, each stored turn, and its end', () => {
    const { events } = told([
      { type: 'start', now: 0 },
      CHAT,
      event({ type: 'text', delta: 'Hello!' }),
      event({ type: 'sentence', index: 0, text: 'Hello!', audioUrl: '/a/1.wav' }),
      { type: 'audio', speaking: true, now: 10 },
      event({ type: 'end', turnId: 't0', source: 'script', sources: [] }),
      { type: 'audio', speaking: false, now: 20 },
      { type: 'streamClosed', now: 20 },
      { type: 'ask', question: 'Hours?', now: 30 },
      event({ type: 'text', delta: 'We open ' }),
      event({ type: 'text', delta: 'at nine.' }),
      event({
        type: 'end',
        turnId: 't1',
        source: 'document',
        sources: [{ fileId: 'd1', fileName: 'hours.pdf' }],
      }),
      event({ type: 'hangup', reason: 'maxTurns' }),
    ]);
    expect(events).toEqual([
      { type: 'state', state: 'idle' },
      { type: 'state', state: 'connecting' },
      { type: 'state', state: 'thinking' },
      { type: 'subtitle', text: 'Hello!' },
      { type: 'state', state: 'speaking' },
      { type: 'turn', turnId: 't0', question: '', answer: 'Hello!', sources: [] },
      { type: 'state', state: 'thinking' },
      { type: 'state', state: 'listening' },
      { type: 'state', state: 'thinking' },
      { type: 'subtitle', text: 'We open ' },
      { type: 'subtitle', text: 'We open at nine.' },
      { type: 'turn', turnId: 't1', question: 'Hours?', answer: 'We open at nine.', sources: ['hours.pdf'] },
      { type: 'state', state: 'ended' },
      { type: 'end', reason: 'maxTurns' },
    ]);
  });

  it('tells the questions offered for a question nothing answered, once', () => {
    const { events } = told([
      { type: 'start', now: 0 },
      CHAT,
      event({ type: 'end', turnId: null, source: 'none', sources: [] }),
      { type: 'streamClosed', now: 1 },
      { type: 'ask', question: 'my card', now: 2 },
      event({
        type: 'suggestions',
        questions: [
          { faqId: 'f1', question: 'Lost card?' },
          { faqId: 'f2', question: 'New card?' },
        ],
      }),
      event({ type: 'text', delta: 'Did you mean one of these?' }),
      event({ type: 'end', turnId: 't1', source: 'suggestion', sources: [] }),
    ]);
    expect(events.filter((e) => e.type === 'suggestions')).toEqual([
      { type: 'suggestions', questions: ['Lost card?', 'New card?'] },
    ]);
  });

  it('tells each runtime message once, translated', () => {
    const { events } = told([
      { type: 'start', now: 0 },
      event({ type: 'error', code: 'sessionUnavailable', message: '' }),
    ]);
    expect(events.filter((e) => e.type === 'error')).toEqual([
      { type: 'error', code: 'sessionUnavailable', message: 'text of sessionUnavailable' },
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'error' });
  });

  it('tells a start refused for a full pool, and leaves the conversation ready to start again', () => {
    const { events } = told([
      { type: 'start', now: 0 },
      event({ type: 'error', code: 'maxSessionsExceeded', message: '' }),
    ]);
    expect(events.filter((e) => e.type === 'error')).toEqual([
      { type: 'error', code: 'maxSessionsExceeded', message: 'text of maxSessionsExceeded' },
    ]);
    expect(events.filter((e) => e.type === 'state').at(-1)).toEqual({ type: 'state', state: 'idle' });
    expect(events.some((e) => e.type === 'end')).toBe(false);
  });

  it('calls the visitor talking listening, even while an answer is cut', () => {
    const { state } = told([{ type: 'start', now: 0 }, CHAT, { type: 'streamClosed', now: 1 }]);
    expect(embedStateOf(state)).toBe('listening');
    expect(embedStateOf({ ...state, hearing: true, streaming: true })).toBe('listening');
  });
});

describe("the host page's commands", () => {
  const controls = (screen: ConversationState['screen']): EmbedControls => ({
    state: { ...initialConversation, screen },
    start: vi.fn(),
    ask: vi.fn(),
    say: vi.fn(),
    interrupt: vi.fn(),
    mute: vi.fn(),
    end: vi.fn(),
    ratings: {},
    rate: vi.fn(),
  });
  const run = (screen: ConversationState['screen'], command: EmbedCommand) => {
    const c = controls(screen);
    return { refusal: runCommand(c, command), c };
  };

  it('start a conversation on the start and end screens, and only there', () => {
    expect(run('start', { type: 'start' }).c.start).toHaveBeenCalled();
    expect(run('ended', { type: 'start' }).c.start).toHaveBeenCalled();
    expect(run('conversation', { type: 'start' }).c.start).not.toHaveBeenCalled();
  });

  it('speak and send in a conversation, within their lengths; refused otherwise', () => {
    const spoken = run('conversation', { type: 'speak', text: 'Welcome!' });
    expect(spoken.refusal).toBeNull();
    expect(spoken.c.say).toHaveBeenCalledWith('Welcome!');
    expect(run('conversation', { type: 'send', text: 'Hours?' }).c.ask).toHaveBeenCalledWith('Hours?');
    expect(run('start', { type: 'speak', text: 'Welcome!' }).refusal).toBe('notStarted');
    expect(run('connecting', { type: 'send', text: 'Hi' }).refusal).toBe('notStarted');
    expect(run('conversation', { type: 'speak', text: '  ' }).refusal).toBe('invalidCommand');
    expect(run('conversation', { type: 'speak', text: 'a'.repeat(SAY_MAX + 1) }).refusal).toBe(
      'invalidCommand',
    );
    const long = run('conversation', { type: 'send', text: 'a'.repeat(UTTERANCE_MAX + 1) });
    expect(long.refusal).toBe('invalidCommand');
    expect(long.c.ask).not.toHaveBeenCalled();
  });

  it('interrupt, mute, and end the conversation', () => {
    expect(run('conversation', { type: 'interrupt' }).c.interrupt).toHaveBeenCalled();
    expect(run('conversation', { type: 'mute', muted: true }).c.mute).toHaveBeenCalledWith(true);
    expect(run('conversation', { type: 'end' }).c.end).toHaveBeenCalledWith('user');
    expect(run('start', { type: 'end' }).c.end).not.toHaveBeenCalled();
  });

  it('rate an answer of the conversation, changeably; refused before one or for another turn', () => {
    const chat = { chatId: 'c', chatSecret: 's', idleTimeoutS: 60, heartbeatMs: 1000, maxDurationS: 600 };
    const turn = { ...initialConversation, screen: 'ended' as const, chat };
    const c: EmbedControls = {
      ...controls('ended'),
      state: {
        ...turn,
        turns: [
          {
            key: 1,
            turnId: 't1',
            question: 'Hours?',
            answer: 'Nine to six.',
            interrupted: false,
            sentAt: 0,
            firstAudioAt: null,
            unanswered: false,
            sources: [],
            suggestions: [],
          },
        ],
      },
    };
    expect(runCommand(c, { type: 'rate', turnId: 't1', rating: 'down' })).toBeNull();
    expect(c.rate).toHaveBeenCalledWith('t1', 'down');
    expect(runCommand(c, { type: 'rate', turnId: 'other', rating: 'up' })).toBe('invalidCommand');
    expect(run('start', { type: 'rate', turnId: 't1', rating: 'up' }).refusal).toBe('notStarted');
  });

  it('tell the host page each rating stored or changed, once', () => {
    expect(ratedEvents({}, { t1: 'up' })).toEqual([{ type: 'rated', turnId: 't1', rating: 'up' }]);
    expect(ratedEvents({ t1: 'up' }, { t1: 'down', t2: 'up' })).toEqual([
      { type: 'rated', turnId: 't1', rating: 'down' },
      { type: 'rated', turnId: 't2', rating: 'up' },
    ]);
    expect(ratedEvents({ t1: 'up' }, { t1: 'up' })).toEqual([]);
  });
});
