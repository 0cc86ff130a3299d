import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { OfflineConversation } from '../contract';

// What the offline area asks of others, composed in app/_compose/offline-ports.ts: the sessions area's published
// sessions, and the runtime's records, where uploaded conversations join the owner's transcripts.

export interface OfflineSession {
  id: string;
  name: string;
  corpId: string;
  published: boolean;
  /** The package version a device should run: the session's revision (a package is built from one). */
  revision: number;
}

export interface OfflineSessionsPort {
  /** The corporation's published sessions, by name. */
  publishedOf: (db: Db, corpId: string) => Promise<{ id: string; name: string }[]>;
  /** One session by id, or null when it is not there. */
  find: (db: Db, sessionId: string) => Promise<OfflineSession | null>;
  /** Names of the corporation's sessions among `ids` (deleted ones are missing). */
  namesOf: (db: Db, corpId: string, ids: string[]) => Promise<Map<string, string>>;
}

export interface OfflineRecordsPort {
  /**
   * Stores conversations a device made in the owner's records (entry `offline`), each under the id given; answers
   * the ids stored now (an id already there is left as it is).
   */
  store: (
    db: Db,
    owner: { corpId: string; sessionId: string },
    conversations: (OfflineConversation & { chatId: string })[],
  ) => Promise<Set<string>>;
}
