// /collection/conversation (issue 24 §2): which of the corporation's portrait sessions the page runs, and what it
// says when it has none. Pure, so the page's decisions are unit tested without a database.

import type { USER_MODEL_STATUSES } from '@/features/catalogue/contract/user-models';

export type PortraitState = (typeof USER_MODEL_STATUSES)[number];

/** One of the customer's digital humans whose character is one of their portraits. */
export interface PortraitConversation {
  conversationId: string;
  name: string;
  published: boolean;
  /** The portrait it names; null once that portrait is deleted (the session then draws a presenter of the cast). */
  portrait: { id: string; name: string; status: PortraitState; photoSrc: string } | null;
}

export interface ConversationChoices {
  conversations: PortraitConversation[];
  /** The corporation's portraits' states, for what to offer when there is no session yet. */
  portraitStates: PortraitState[];
}

/**
 * What the page shows: the chosen session (the one the address names, else the most recently changed), "not
 * found" for an id that is not one of these (another corporation's, not a portrait's, or none at all — the same
 * words, so nothing leaks), or why there is none yet and the way to one.
 */
export type ConversationView =
  | { kind: 'chosen'; conversation: PortraitConversation }
  | { kind: 'notFound' }
  | { kind: 'none'; next: 'createSession' | 'awaitReview' | 'capture' };

export function conversationView(
  choices: ConversationChoices,
  requested: string | undefined,
): ConversationView {
  if (requested !== undefined) {
    const found = choices.conversations.find((c) => c.conversationId === requested);
    return found ? { kind: 'chosen', conversation: found } : { kind: 'notFound' };
  }
  const [first] = choices.conversations;
  if (first) return { kind: 'chosen', conversation: first };
  const { portraitStates: states } = choices;
  if (states.includes('ready')) return { kind: 'none', next: 'createSession' };
  if (states.includes('review') || states.includes('processing'))
    return { kind: 'none', next: 'awaitReview' };
  return { kind: 'none', next: 'capture' };
}

/** The page's address for one of them: linkable and reloadable. */
export const conversationHref = (conversationId: string) =>
  `/collection/conversation?${new URLSearchParams({ conversationId })}`;
