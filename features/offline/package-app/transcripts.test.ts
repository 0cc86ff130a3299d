import { describe, expect, it, vi } from 'vitest';
import type { OfflineConversation } from '@/features/offline/contract';
import { batches, memoryBackend, TranscriptStore, uploadPending } from './transcripts';

const conversation = (n: number, answer = 'ok'): OfflineConversation => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  startedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  endedAt: new Date(Date.UTC(2026, 0, 1, 0, n, 30)).toISOString(),
  turns: [
    { question: 'q', answer, source: 'faq', at: new Date(Date.UTC(2026, 0, 1, 0, n, 10)).toISOString() },
  ],
});

describe('the transcript store', () => {
  it('drops the oldest conversations past the count bound', async () => {
    const backend = memoryBackend();
    const store = new TranscriptStore(backend, { conversations: 3, bytes: 1e9 });
    for (const n of [2, 1, 3]) await store.keep(conversation(n));
    expect(await store.keep(conversation(4))).toEqual([conversation(1).uuid]);
    expect((await store.pending()).map((entry) => entry.conversation.uuid)).toEqual(
      [2, 3, 4].map((n) => conversation(n).uuid),
    );
  });

  it('drops the oldest past the byte bound, keeping the newest even when it alone is large', async () => {
    const store = new TranscriptStore(memoryBackend(), { conversations: 100, bytes: 1000 });
    await store.keep(conversation(1));
    await store.keep(conversation(2));
    const dropped = await store.keep(conversation(3, 'x'.repeat(800)));
    expect(dropped).toEqual([conversation(1).uuid, conversation(2).uuid]);
    expect(await store.pending()).toHaveLength(1);
  });
});

describe('the upload', () => {
  it('cuts batches by count and by size, oldest first', () => {
    const entries = [1, 2, 3, 4, 5].map((n) => ({ conversation: conversation(n), bytes: 300 }));
    expect(batches(entries, { conversations: 2, bytes: 1e6 }).map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches(entries, { conversations: 10, bytes: 700 }).map((b) => b.length)).toEqual([2, 2, 1]);
  });

  it('forgets accepted, duplicate and refused conversations, and keeps the rest when a batch fails', async () => {
    const store = new TranscriptStore(memoryBackend());
    for (let n = 1; n <= 120; n++) await store.keep(conversation(n));
    const send = vi
      .fn()
      .mockImplementationOnce(async (batch: OfflineConversation[]) => ({
        accepted: batch.slice(1).map((c) => c.uuid),
        duplicates: [batch[0]!.uuid],
        refused: [],
      }))
      .mockRejectedValueOnce(new Error('offline'));
    const result = await uploadPending(store, send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0]).toHaveLength(50);
    expect(result).toMatchObject({ sent: 50, kept: 70 });
    expect((await store.pending())[0]!.conversation.uuid).toBe(conversation(51).uuid);
  });
});
