import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtimePorts } from '@/app/api/bot/_compose/runtime-ports';
import { acquireChat } from '@/features/runtime/server/chats/leases';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { signedInOperator } from '@/tests/integration/support/operators';
import { addSession } from '@/tests/integration/sessions/sessions-support';
import { addFaq, newCategory } from '@/tests/integration/knowledge/faq-support';
import { uploadDocument } from '@/tests/integration/knowledge/documents-support';
import { setLimit } from './plans-support';

// Each overridden limit is enforced where the limit is: session creation, a conversation's slot, FAQ items and
// documents.

const startChat = async (corpId: string) => {
  const db = await getDb();
  return acquireChat(
    db,
    { corpId, sessionId: randomUUID(), sessionRevision: 1, entry: 'share', appId: null },
    runtimePorts(db).slots,
  );
};

describe('overridden limits are enforced', () => {
  it('sessions: a lowered cap refuses the next session, a raised one lets more in', async () => {
    const customer = await loggedInAccount();
    const admin = await signedInOperator('admin');
    expect((await addSession(customer.token)).body.code).toBe(0);
    expect((await setLimit(admin.cookie, customer.user.corpId, 'sessions', 1)).body.code).toBe(0);
    const refused = await addSession(customer.token, {}, 'en');
    expect(refused.body).toMatchObject({
      code: ApiCode.limitReached,
      data: { limit: 'trialSessions', max: 1 },
    });
    await setLimit(admin.cookie, customer.user.corpId, 'sessions', 3);
    for (let i = 0; i < 2; i += 1) expect((await addSession(customer.token)).body.code).toBe(0);
    expect((await addSession(customer.token)).body.code).toBe(ApiCode.limitReached);
  });

  it('digital humans: the general cap refuses too', async () => {
    const customer = await loggedInAccount();
    const admin = await signedInOperator('admin');
    await setLimit(admin.cookie, customer.user.corpId, 'digitalHumans', 1);
    expect((await addSession(customer.token)).body.code).toBe(0);
    const refused = await addSession(customer.token, {}, 'en');
    expect(refused.body).toMatchObject({
      code: ApiCode.limitReached,
      message: expect.stringContaining('1') as string,
    });
  });

  it('concurrency: the plan grant takes the corporation’s own concurrency', async () => {
    const customer = await loggedInAccount();
    const admin = await signedInOperator('admin');
    await setLimit(admin.cookie, customer.user.corpId, 'concurrency', 3);
    for (let i = 0; i < 3; i += 1) expect((await startChat(customer.user.corpId)).ok).toBe(true);
    expect(await startChat(customer.user.corpId)).toEqual({ ok: false, limit: 3 });
  });

  it('FAQ items: the cap refuses the item past it', async () => {
    const customer = await loggedInAccount();
    const admin = await signedInOperator('admin');
    await setLimit(admin.cookie, customer.user.corpId, 'faqItems', 1);
    const category = await newCategory(customer.token, 'c');
    expect((await addFaq(customer.token, { categoryId: category.categoryId })).body.code).toBe(0);
    const over = await addFaq(customer.token, { categoryId: category.categoryId });
    expect(over.body).toMatchObject({ code: ApiCode.limitReached, data: { max: 1 } });
  });

  it('documents: no cap by default; a set cap refuses the upload past it', async () => {
    const customer = await loggedInAccount();
    const admin = await signedInOperator('admin');
    expect((await uploadDocument(customer.token, 'english.pdf')).body.code).toBe(0);
    await setLimit(admin.cookie, customer.user.corpId, 'documents', 1);
    const over = await uploadDocument(customer.token, 'chinese.docx', { lang: 'en' });
    expect(over.body).toMatchObject({
      code: ApiCode.limitReached,
      message: 'Over the limit of 1 documents.',
      data: { max: 1 },
    });
  });
});
