import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLedgerEntry, setTerms } from '@/features/billing/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { application } from '@/tests/integration/deploy/application-rows';
import {
  allEvents,
  englishSession,
  runtimeServer,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { ports } from './billing-support';

// What arrears stop is the operator's setting: with `newConversations`, a corporation beyond its credit limit starts
// no conversation (its visitors hear that the resource is not available); with `none`, it goes on.

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

const decision = { actor: { type: 'operator' as const, id: 'test-operator' }, requestId: 'test' };

describe('arrears at the start of a conversation', () => {
  it('stop new conversations beyond the credit limit only when the policy says so', async () => {
    const { token, email, user } = await loggedInAccount();
    const session = await englishSession(token);
    const appId = await application(email, session.conversationId);
    const start = () => allEvents(server, { type: 'start', entry: 'app', target: appId });
    const db = await getDb();
    await setTerms(
      db,
      { corpId: user.corpId, creditLimitFen: 100, arrearsPolicy: 'newConversations' },
      decision,
      ports,
    );
    await addLedgerEntry(
      db,
      { corpId: user.corpId, kind: 'adjustment', amountFen: -101, note: 'usage' },
      decision,
      ports,
    );
    expect((await start()).find((event) => event.type === 'error')).toMatchObject({
      code: 'resourceNotConfigured',
    });
    await setTerms(db, { corpId: user.corpId, creditLimitFen: 100, arrearsPolicy: 'none' }, decision, ports);
    expect((await start()).some((event) => event.type === 'chat')).toBe(true);
  });
});
