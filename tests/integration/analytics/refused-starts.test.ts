import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_CONCURRENCY } from '@/features/runtime/contract';
import {
  englishSession,
  runtimeServer,
  setSessionStatus,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { overview } from './analytics-support';

// Refused starts were recorded nowhere: the runtime's start path records them where it refuses, and analytics
// counts them for the owner.

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('refused conversation starts', () => {
  it('count a visitor turned away because every slot was taken, or because the session is not published', async () => {
    const { token } = await loggedInAccount();
    const busy = await englishSession(token);
    for (let i = 0; i < TRIAL_CONCURRENCY; i++)
      expect((await startChat(server, busy.shareCode)).chat).not.toBeNull();
    expect((await startChat(server, busy.shareCode)).chat).toBeNull();

    const offline = await englishSession(token);
    await setSessionStatus(offline.conversationId, 'offline');
    expect((await startChat(server, offline.shareCode)).chat).toBeNull();
    // The owner's own preview of another corporation's session is no visitor of this one: not counted.
    const stranger = await loggedInAccount();
    expect(
      (await startChat(server, busy.conversationId, { entry: 'preview', token: stranger.token })).chat,
    ).toBeNull();

    const report = (await overview(token, { from: today(), to: today(), timeZone: 'UTC' })).body.data;
    expect(report.current).toMatchObject({ conversations: TRIAL_CONCURRENCY, refused: 2 });
    expect(report.refusals).toEqual([
      { reason: 'busy', current: 1, previous: 0 },
      { reason: 'noResource', current: 0, previous: 0 },
      { reason: 'unavailable', current: 1, previous: 0 },
    ]);
    expect(Object.fromEntries(report.sessions.map((session) => [session.id, session.refused]))).toEqual({
      [busy.conversationId]: 1,
      [offline.conversationId]: 1,
    });
  });
});
