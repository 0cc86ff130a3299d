import 'server-only';
import type { EntryKind } from '@/features/runtime/contract';
import type { LoadedSession, SessionTarget } from '../engine/ports';

/** Where `start` finds the session: the share code of /p/:sl, else the session's id. */
export const targetOf = (entry: EntryKind, target: string): SessionTarget =>
  entry === 'share' ? { shareCode: target } : { id: target };

/**
 * Who may talk to a session: its owner in the preview (published or not; another corporation's session answers as
 * if it did not exist), anyone through a published session's user preview or share link.
 */
export function mayTalk(
  session: LoadedSession | null,
  entry: EntryKind,
  corpId: string | null,
): session is LoadedSession {
  if (!session) return false;
  if (entry === 'preview') return corpId !== null && session.corpId === corpId;
  return session.status === 'published';
}
