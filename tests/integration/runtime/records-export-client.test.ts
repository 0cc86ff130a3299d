import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as exportRoute } from '@/app/api/management/chat/exportRecords/route';
import { runtimePaths, type ConversationRecordDto } from '@/features/runtime/contract';
import { createApiClient } from '@/lib/api-client/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { ORIGIN } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  runtimeServer,
  startChat,
  type RuntimeServer,
} from './conversation-support';

let server: RuntimeServer;

beforeAll(async () => {
  server = await runtimeServer();
});

afterAll(async () => {
  await server.close();
});

/** The console's API client, its fetch answered by the route handler itself. */
function consoleClient(token: string) {
  const notify = vi.fn();
  const client = createApiClient({
    getConfig: async () => ({ serviceBaseUrl: `${ORIGIN}/api`, serviceName: '' }),
    getLang: () => 'en',
    getToken: () => token,
    messages: { unknownError: 'Unknown error', loginExpired: 'Login expired' },
    origin: ORIGIN,
    onSessionEnd: vi.fn(),
    onUnauthorized: vi.fn(),
    notify,
    fetch: (input, init) => exportRoute(new Request(input, init)),
  });
  return { client, notify };
}

describe('conversation records export through the API client', () => {
  it('downloads the JSON export as a file holding the records (it used to fail as “export failed”)', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    await allEvents(server, { type: 'text', ...chat!, text: 'What are your opening hours?' });

    const { client, notify } = consoleClient(token);
    const blob = await client.getBlob(runtimePaths.exportRecords, {
      conversationId: session.conversationId,
      format: 'json',
    });
    const file = JSON.parse(await blob.text()) as { records: ConversationRecordDto[] };
    expect(file.records).toHaveLength(1);
    expect(file.records[0]!.turns.map((turn) => turn.question)).toContain('What are your opening hours?');
    expect(notify).not.toHaveBeenCalled();
  });

  it('still rejects with the server’s refusal when the export is not the caller’s', async () => {
    const { token } = await loggedInAccount();
    const { client } = consoleClient(token);
    await expect(
      client.getBlob(runtimePaths.exportRecords, { conversationId: 'no-such-session', format: 'json' }),
    ).rejects.toMatchObject({ kind: 'code' });
  });
});
