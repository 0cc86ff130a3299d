import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { OfflineConversation } from '../contract';
import type { OfflineSessionInput } from '../package/contents';

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
  /** The corporation's published sessions, by name, with their revisions (what a package is built from). */
  publishedOf: (db: Db, corpId: string) => Promise<{ id: string; name: string; revision: number }[]>;
  /** One session by id, or null when it is not there. */
  find: (db: Db, sessionId: string) => Promise<OfflineSession | null>;
  /** Names of the corporation's sessions among `ids` (deleted ones are missing). */
  namesOf: (db: Db, corpId: string, ids: string[]) => Promise<Map<string, string>>;
}

/** The offline licences the corporation bought (billing's completed offline orders), each a grant of places. */
export interface OfflineGrantsPort {
  /** Pass the transaction when counting under a lock. */
  paidGrants: (db: Db, corpId: string) => Promise<{ id: string; licences: number; devices: number }[]>;
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

/**
 * A published session as an offline package carries it, read by the sessions, catalogue, knowledge and speech areas
 * (app/_compose/offline-package-ports.ts): everything `session.json` holds but when it was built and the platform.
 */
export type PackageSession = Omit<
  OfflineSessionInput,
  'builtAt' | 'platform' | 'tokenize' | 'version' | 'faq'
> & {
  faq: { id: string; question: string; answer: string; similarQuestions?: string[] }[];
};

export interface OfflinePackagePort {
  /**
   * The corporation's session as a package carries it, at its current revision; null when it is not there or not
   * published. FAQ items may carry their similar questions: the index holds their words too.
   */
  read: (
    db: Db,
    corpId: string,
    sessionId: string,
  ) => Promise<{ revision: number; session: PackageSession } | null>;
  /** The platform's tokenizer (jieba for Chinese), as the FAQ index is built with it. */
  tokenize: (text: string) => string[];
}
