import type { OfflineConversation } from '@/features/offline/contract';

// Every conversation the device holds is kept until the platform has it: stored locally (IndexedDB in the app,
// memory in the tests), bounded, and sent in batches whenever the device is online.

/**
 * The bound: at most this many conversations and this many bytes (their JSON), the oldest (by end) dropped first.
 * 5,000 conversations of a busy kiosk are about a month; 20 MB keeps well inside any browser's quota.
 */
export const TRANSCRIPT_BOUND = { conversations: 5_000, bytes: 20 * 1024 * 1024 } as const;
/** Conversations per upload (the platform takes up to 100 and 2 MiB a call): a batch stays well under both. */
export const UPLOAD_BATCH = { conversations: 50, bytes: 1024 * 1024 } as const;

export interface StoredConversation {
  conversation: OfflineConversation;
  bytes: number;
}

/** Where conversations are kept: IndexedDB in the app, memory in the tests. */
export interface TranscriptBackend {
  all(): Promise<StoredConversation[]>;
  put(entry: StoredConversation): Promise<void>;
  remove(uuids: readonly string[]): Promise<void>;
}

export function memoryBackend(): TranscriptBackend & { entries: Map<string, StoredConversation> } {
  const entries = new Map<string, StoredConversation>();
  return {
    entries,
    all: async () => [...entries.values()],
    put: async (entry) => void entries.set(entry.conversation.uuid, entry),
    remove: async (uuids) => uuids.forEach((uuid) => entries.delete(uuid)),
  };
}

const byEnd = (a: StoredConversation, b: StoredConversation) =>
  a.conversation.endedAt.localeCompare(b.conversation.endedAt);
const sizeOf = (conversation: OfflineConversation) =>
  new TextEncoder().encode(JSON.stringify(conversation)).length;

export class TranscriptStore {
  constructor(
    private readonly backend: TranscriptBackend,
    private readonly bound: { conversations: number; bytes: number } = TRANSCRIPT_BOUND,
  ) {}

  /** Keeps a finished conversation; past the bound the oldest are dropped. Returns the uuids dropped. */
  async keep(conversation: OfflineConversation): Promise<string[]> {
    await this.backend.put({ conversation, bytes: sizeOf(conversation) });
    const all = (await this.backend.all()).sort(byEnd);
    let count = all.length;
    let bytes = all.reduce((sum, entry) => sum + entry.bytes, 0);
    const dropped: string[] = [];
    // The newest (the one just kept) stays whatever its size.
    for (const entry of all.slice(0, -1)) {
      if (count <= this.bound.conversations && bytes <= this.bound.bytes) break;
      dropped.push(entry.conversation.uuid);
      count -= 1;
      bytes -= entry.bytes;
    }
    if (dropped.length > 0) await this.backend.remove(dropped);
    return dropped;
  }

  async pending(): Promise<StoredConversation[]> {
    return (await this.backend.all()).sort(byEnd);
  }

  async forget(uuids: readonly string[]): Promise<void> {
    if (uuids.length > 0) await this.backend.remove(uuids);
  }
}

/** The pending conversations cut into batches, oldest first, each within UPLOAD_BATCH. */
export function batches(
  pending: readonly StoredConversation[],
  limit: { conversations: number; bytes: number } = UPLOAD_BATCH,
): OfflineConversation[][] {
  const out: OfflineConversation[][] = [];
  let current: OfflineConversation[] = [];
  let bytes = 0;
  for (const entry of pending) {
    if (current.length > 0 && (current.length === limit.conversations || bytes + entry.bytes > limit.bytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry.conversation);
    bytes += entry.bytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export interface UploadAnswer {
  accepted: string[];
  duplicates: string[];
  refused: string[];
}

/**
 * Sends every pending conversation, batch by batch (`send` signs and posts one). Accepted and duplicate ones are
 * removed; refused ones too (the platform will never take them: they ended after a revocation). A failing batch
 * stops the upload and keeps the rest for next time.
 */
export async function uploadPending(
  store: TranscriptStore,
  send: (conversations: OfflineConversation[]) => Promise<UploadAnswer>,
): Promise<{ sent: number; kept: number; error?: unknown }> {
  const all = await store.pending();
  let sent = 0;
  for (const batch of batches(all)) {
    try {
      const answer = await send(batch);
      const done = [...answer.accepted, ...answer.duplicates, ...answer.refused];
      await store.forget(done);
      sent += answer.accepted.length + answer.duplicates.length;
    } catch (error) {
      return { sent, kept: (await store.pending()).length, error };
    }
  }
  return { sent, kept: (await store.pending()).length };
}
