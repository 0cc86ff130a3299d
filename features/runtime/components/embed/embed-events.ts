import type { CommandRefusal, EmbedCommand, EmbedEvent, EmbedState } from '@/lib/contract/embed-messages';
import {
  SAY_MAX,
  UTTERANCE_MAX,
  type FeedbackRating,
  type RuntimeErrorCode,
} from '@/features/runtime/contract';
import type { ConversationState } from '../conversation-state';

// The runtime frame's half of the embed SDK (issue 13 §3), pure so every rule is tested without a browser: what the
// host page is told as the conversation changes, and what its commands do.

export function embedStateOf(state: ConversationState): EmbedState {
  if (state.screen === 'start') return 'idle';
  if (state.screen === 'connecting') return 'connecting';
  if (state.screen === 'ended') return 'ended';
  if (state.speaking) return 'speaking';
  if (state.streaming && !state.hearing) return 'thinking';
  return 'listening';
}

/** The events one change of the conversation makes for the host page; `before` is null for the first state. */
export function embedEvents(
  before: ConversationState | null,
  now: ConversationState,
  errorText: (code: RuntimeErrorCode) => string,
): EmbedEvent[] {
  const events: EmbedEvent[] = [];
  const state = embedStateOf(now);
  if (!before || embedStateOf(before) !== state) events.push({ type: 'state', state });
  const was = (key: number) => before?.turns.find((turn) => turn.key === key);
  const last = now.turns.at(-1);
  if (last?.answer && last.answer !== was(last.key)?.answer)
    events.push({ type: 'subtitle', text: last.answer });
  if (last?.suggestions.length && last.suggestions !== was(last.key)?.suggestions)
    events.push({ type: 'suggestions', questions: last.suggestions });
  for (const turn of now.turns)
    if (turn.turnId && turn.turnId !== was(turn.key)?.turnId)
      events.push({
        type: 'turn',
        turnId: turn.turnId,
        question: turn.question,
        answer: turn.answer,
        sources: turn.sources.map((source) => source.fileName),
      });
  if (now.notice && now.notice !== before?.notice)
    events.push({ type: 'error', code: now.notice, message: errorText(now.notice) });
  if (now.screen === 'ended' && before?.screen !== 'ended')
    events.push({ type: 'end', reason: now.endReason ?? 'user' });
  return events;
}

/** What the host page's commands may use of the conversation (useConversation). */
export interface EmbedControls {
  state: ConversationState;
  start(): void;
  ask(text: string): void;
  say(text: string): void;
  interrupt(): void;
  mute(muted: boolean): void;
  end(reason: 'user'): void;
  /** The visitor's ratings stored so far, by turnId (useAnswerFeedback). */
  ratings: Readonly<Record<string, FeedbackRating>>;
  rate(turnId: string, rating: FeedbackRating): void;
}

/** A `rated` event for each rating stored or changed since the last look. */
export function ratedEvents(
  before: Readonly<Record<string, FeedbackRating>>,
  now: Readonly<Record<string, FeedbackRating>>,
): EmbedEvent[] {
  return Object.entries(now)
    .filter(([turnId, rating]) => before[turnId] !== rating)
    .map(([turnId, rating]) => ({ type: 'rated', turnId, rating }));
}

export function runCommand(controls: EmbedControls, command: EmbedCommand): CommandRefusal | null {
  const { screen } = controls.state;
  const words = (text: string, max: number): CommandRefusal | null => {
    if (screen !== 'conversation') return 'notStarted';
    return text.trim() && text.length <= max ? null : 'invalidCommand';
  };
  let refusal: CommandRefusal | null = null;
  switch (command.type) {
    case 'start':
      if (screen === 'start' || screen === 'ended') controls.start();
      break;
    case 'speak':
      refusal = words(command.text, SAY_MAX);
      if (!refusal) controls.say(command.text);
      break;
    case 'send':
      refusal = words(command.text, UTTERANCE_MAX);
      if (!refusal) controls.ask(command.text);
      break;
    case 'interrupt':
      controls.interrupt();
      break;
    case 'mute':
      controls.mute(command.muted);
      break;
    case 'end':
      if (screen === 'conversation') controls.end('user');
      break;
    case 'rate':
      // An ended conversation's answers may still be rated: its chat is known until a new one starts.
      if (!controls.state.chat) refusal = 'notStarted';
      else if (!controls.state.turns.some((turn) => turn.turnId === command.turnId))
        refusal = 'invalidCommand';
      else controls.rate(command.turnId, command.rating);
      break;
  }
  return refusal;
}
