import { describe, expect, it } from 'vitest';
import type { RuntimeEvent } from '@/features/runtime/contract';
import {
  conversationReducer,
  idleSecondsLeft,
  initialConversation,
  liveStateOf,
  statusOf,
  type Action,
  type ConversationState,
} from './conversation-state';

const CHAT: RuntimeEvent = {
  type: 'chat',
  chatId: 'c1',
  chatSecret: 's1',
  idleTimeoutS: 60,
  heartbeatMs: 10_000,
  maxDurationS: 1800,
};
const event = (e: RuntimeEvent, now = 0): Action => ({ type: 'event', event: e, now });
const run = (actions: Action[], from: ConversationState = initialConversation) =>
  actions.reduce(conversationReducer, from);

/** A conversation whose prologue was said and heard: the human listens. */
const listening = () =>
  run([
    { type: 'start', now: 0 },
    event(CHAT, 10),
    event({ type: 'sentence', index: 0, text: 'Hello!', audioUrl: '/a/1.wav' }, 20),
    event({ type: 'end', turnId: 't0', source: 'script', sources: [] }, 30),
    { type: 'streamClosed', now: 40 },
    { type: 'audio', speaking: true, now: 50 },
    { type: 'audio', speaking: false, now: 900 },
  ]);

describe('the conversation state machine', () => {
  it('goes start → listening → thinking → speaking → listening', () => {
    expect(statusOf(initialConversation)).toBe('start');
    const connecting = run([{ type: 'start', now: 0 }]);
    expect(connecting.screen).toBe('connecting');
    expect(liveStateOf(connecting)).toBe('thinking');

    const ready = listening();
    expect(ready.screen).toBe('conversation');
    expect(liveStateOf(ready)).toBe('listening');
    expect(ready.turns[0]).toMatchObject({ answer: 'Hello!', turnId: 't0', firstAudioAt: 50 });

    const asked = run([{ type: 'ask', question: 'Opening hours?', now: 1000 }], ready);
    expect(liveStateOf(asked)).toBe('thinking');
    expect(statusOf(asked)).toBe('busy');

    const answering = run(
      [
        event({ type: 'text', delta: 'We open ' }, 1100),
        event({ type: 'text', delta: 'at nine.' }, 1150),
        event({ type: 'sentence', index: 0, text: 'We open at nine.', audioUrl: '/a/2.wav' }, 1200),
        { type: 'audio', speaking: true, now: 1300 },
      ],
      asked,
    );
    expect(liveStateOf(answering)).toBe('speaking');
    expect(answering.turns.at(-1)).toMatchObject({ question: 'Opening hours?', answer: 'We open at nine.' });
    expect(answering.turns.at(-1)!.firstAudioAt! - answering.turns.at(-1)!.sentAt).toBe(300);

    const done = run(
      [
        event({ type: 'end', turnId: 't1', source: 'scene', sources: [] }, 1400),
        { type: 'streamClosed', now: 1400 },
        { type: 'audio', speaking: false, now: 2500 },
      ],
      answering,
    );
    expect(liveStateOf(done)).toBe('listening');
    expect(statusOf(done)).toBe('ready');
    expect(done.turns.map((t) => t.turnId)).toEqual(['t0', 't1']);
  });

  it('marks the answer cut short when the visitor asks while the human speaks (barge-in)', () => {
    const speaking = run(
      [
        { type: 'ask', question: 'Tell me everything', now: 1000 },
        event({ type: 'text', delta: 'A long story' }, 1100),
        { type: 'audio', speaking: true, now: 1200 },
      ],
      listening(),
    );
    const cut = run([{ type: 'ask', question: 'Stop, what time is it?', now: 1500 }], speaking);
    expect(cut.turns.at(-2)).toMatchObject({ question: 'Tell me everything', interrupted: true });
    expect(cut.turns.at(-1)).toMatchObject({
      question: 'Stop, what time is it?',
      interrupted: false,
      answer: '',
    });
    expect(statusOf(cut)).toBe('interrupted');
    expect(cut.speaking).toBe(false);
    // The next answer's sound clears the mark.
    expect(statusOf(run([{ type: 'audio', speaking: true, now: 1600 }], cut))).toBe('ready');
  });

  it('cuts the answer short when the visitor starts to speak over it', () => {
    const speaking = run(
      [
        { type: 'ask', question: 'Tell me everything', now: 1000 },
        event({ type: 'text', delta: 'A long story' }, 1100),
        { type: 'streamClosed', now: 1150 },
        { type: 'audio', speaking: true, now: 1200 },
      ],
      listening(),
    );
    const cut = run([{ type: 'hearing', hearing: true, now: 1500 }], speaking);
    expect(cut.turns.at(-1)).toMatchObject({ interrupted: true });
    expect(cut).toMatchObject({ speaking: false, streaming: false, hearing: true });
    expect(liveStateOf(cut)).toBe('listening');
    expect(statusOf(cut)).toBe('interrupted');
  });

  it('cuts the answer short when the host page interrupts it, and changes nothing when all is quiet', () => {
    const speaking = run(
      [
        { type: 'ask', question: 'Tell me everything', now: 1000 },
        event({ type: 'text', delta: 'A long story' }, 1100),
        { type: 'audio', speaking: true, now: 1200 },
      ],
      listening(),
    );
    const cut = run([{ type: 'interrupt' }], speaking);
    expect(cut.turns.at(-1)).toMatchObject({ question: 'Tell me everything', interrupted: true });
    expect(cut).toMatchObject({ speaking: false, streaming: false, interrupted: true });
    expect(liveStateOf(cut)).toBe('listening');
    const quiet = listening();
    expect(run([{ type: 'interrupt' }], quiet)).toBe(quiet);
  });

  it('does not call an answer interrupted when the visitor waited for it', () => {
    const next = run([{ type: 'ask', question: 'Hi', now: 2000 }], listening());
    expect(next.turns.some((t) => t.interrupted)).toBe(false);
  });

  it('counts down the last seconds of an idle conversation from its last exchange, and not while anything happens', () => {
    const ready = listening(); // the prologue's stream closed at 40 ms; idle timeout 60 s
    expect(idleSecondsLeft(ready, 40 + 49_000)).toBeNull();
    expect(idleSecondsLeft(ready, 40 + 50_000)).toBe(10);
    expect(idleSecondsLeft(ready, 40 + 55_000)).toBe(5);
    expect(idleSecondsLeft(ready, 40 + 61_000)).toBe(0);
    const talking = run([{ type: 'hearing', hearing: true, now: 40 + 55_000 }], ready);
    expect(idleSecondsLeft(talking, 40 + 58_000)).toBeNull();
    // Talking without a question reaching the server does not postpone the server's timeout.
    const quietAgain = run([{ type: 'hearing', hearing: false, now: 40 + 58_000 }], talking);
    expect(idleSecondsLeft(quietAgain, 40 + 58_000)).toBe(2);
    const asked = run(
      [
        { type: 'ask', question: 'Still there?', now: 40 + 58_000 },
        { type: 'streamClosed', now: 40 + 59_000 },
      ],
      quietAgain,
    );
    expect(idleSecondsLeft(asked, 40 + 60_000)).toBeNull();
  });

  it('starts the idle time again when the visitor continues on the countdown', () => {
    const ready = listening();
    expect(idleSecondsLeft(ready, 40 + 55_000)).toBe(5);
    const stayed = run([{ type: 'stillHere', now: 40 + 55_000 }], ready);
    expect(idleSecondsLeft(stayed, 40 + 56_000)).toBeNull();
    expect(idleSecondsLeft(stayed, 40 + 55_000 + 52_000)).toBe(8);
    // Nothing to continue once the conversation is over.
    const ended = run([event({ type: 'hangup', reason: 'idle' }, 40 + 61_000)], ready);
    expect(run([{ type: 'stillHere', now: 40 + 62_000 }], ended)).toBe(ended);
  });

  it('says the farewell as a turn of its own when the visitor ends the conversation', () => {
    const closing = run(
      [
        { type: 'ask', question: 'Bye?', now: 1000 },
        event({ type: 'text', delta: 'I do not know.' }, 1100),
        { type: 'streamClosed', now: 1200 },
        { type: 'closing', now: 2000 },
        event({ type: 'text', delta: 'Goodbye!' }, 2100),
        event({ type: 'hangup', reason: 'user' }, 2200),
      ],
      listening(),
    );
    expect(closing.turns.at(-1)).toMatchObject({ question: '', answer: 'Goodbye!' });
    expect(closing.turns.at(-2)).toMatchObject({ question: 'Bye?', answer: 'I do not know.' });
    expect(closing).toMatchObject({ screen: 'ended', endReason: 'user' });
  });

  it('ends on hangup, keeping the farewell audible, and restarts clean', () => {
    const ended = run(
      [{ type: 'audio', speaking: true, now: 1000 }, event({ type: 'hangup', reason: 'idle' }, 1000)],
      listening(),
    );
    expect(ended.screen).toBe('ended');
    expect(ended.endReason).toBe('idle');
    expect(liveStateOf(ended)).toBe('speaking');
    expect(idleSecondsLeft(ended, 10_000_000)).toBeNull();
    expect(run([{ type: 'restart' }], ended)).toEqual(initialConversation);
  });

  it('shows max sessions exceeded on the start screen, when no slot is free, to try again', () => {
    const refused = run([
      { type: 'start', now: 0 },
      event({ type: 'error', code: 'maxSessionsExceeded', message: '' }),
      { type: 'streamClosed', now: 3 },
    ]);
    expect(refused).toEqual({ ...initialConversation, notice: 'maxSessionsExceeded', lastActivity: 3 });
    const failed = run([
      { type: 'start', now: 0 },
      { type: 'fail', code: 'maxSessionsExceeded', now: 5 },
    ]);
    expect(failed.notice).toBe('maxSessionsExceeded');
    expect(failed.streaming).toBe(false);
  });

  it('ends as idle when the server says the chat timed out', () => {
    const timedOut = run([{ type: 'fail', code: 'sessionTimedOut', now: 60_000 }], listening());
    expect(timedOut).toMatchObject({ screen: 'ended', endReason: 'idle', notice: 'sessionTimedOut' });
  });

  it('keeps the conversation going after a passing error, with its message', () => {
    const failed = run(
      [
        { type: 'ask', question: 'Hi', now: 1000 },
        { type: 'fail', code: 'networkUnstable', now: 1100 },
      ],
      listening(),
    );
    expect(failed.screen).toBe('conversation');
    expect(failed.notice).toBe('networkUnstable');
    expect(liveStateOf(failed)).toBe('listening');
    const mic = run([{ type: 'notice', code: 'microphoneNotEnabled' }], listening());
    expect(mic.notice).toBe('microphoneNotEnabled');
    expect(run([{ type: 'dismissNotice' }], mic).notice).toBeNull();
  });

  it('records a silent turn (the wake-word gate ignored it) as unanswered', () => {
    const ignored = run(
      [
        { type: 'ask', question: 'What time is it?', now: 1000 },
        event({ type: 'end', turnId: null, source: 'none', sources: [] }, 1100),
        { type: 'streamClosed', now: 1100 },
      ],
      listening(),
    );
    expect(ignored.turns.at(-1)).toMatchObject({ unanswered: true, answer: '' });
    expect(liveStateOf(ignored)).toBe('listening');
  });

  it('goes back to the start screen when the first stream closes without a chat', () => {
    const back = run([
      { type: 'start', now: 0 },
      { type: 'streamClosed', now: 5 },
    ]);
    expect(back.screen).toBe('start');
  });
});
