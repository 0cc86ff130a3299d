import 'server-only';
import { offlineLicenceGrants } from '@/features/billing/server/offline-licence-grants';
import type {
  OfflineGrantsPort,
  OfflineRecordsPort,
  OfflineSessionsPort,
} from '@/features/offline/server/ports';
import { importOfflineConversations } from '@/features/runtime/server/transcripts/offline-import';
import {
  publishedSessionsOf,
  sessionForOffline,
  sessionNamesOf,
} from '@/features/sessions/server/sessions/offline-lookups';

// The offline area (issue 26) reads sessions and writes the owner's records through these; it never sees the
// sessions' or the runtime's tables.

export const offlineSessions: OfflineSessionsPort = {
  publishedOf: publishedSessionsOf,
  find: sessionForOffline,
  namesOf: sessionNamesOf,
};

/** Billing sells offline licences: its completed orders of them are the paid grants. */
export const offlineGrants: OfflineGrantsPort = { paidGrants: offlineLicenceGrants };

export const offlineRecords: OfflineRecordsPort = {
  store: async (db, owner, conversations) => {
    const session = await sessionForOffline(db, owner.sessionId);
    return importOfflineConversations(
      db,
      { ...owner, sessionRevision: session?.revision ?? 0 },
      conversations,
    );
  },
};
