import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as queryRoute } from '@/app/api/management/userConfig/webhook/query/route';
import { POST as retryRoute } from '@/app/api/management/userConfig/webhook/retry/route';
import { POST as rotateRoute } from '@/app/api/management/userConfig/webhook/rotateSecret/route';
import { POST as testRoute } from '@/app/api/management/userConfig/webhook/test/route';
import {
  WEBHOOK_MAX_ATTEMPTS,
  webhookPaths,
  type WebhookConfigDto,
  type WebhookDeliveryDto,
  type WebhookSecretDto,
} from '@/features/deploy/contract/webhooks';
import { tenantSettings } from '@/features/deploy/server/tables';
import { emitWebhook } from '@/features/deploy/server/webhooks/emit';
import { verifyWebhookSignature } from '@/features/deploy/server/webhooks/signature';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import type { JobWorker } from '@/lib/server/jobs/worker';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  deliveryLog,
  deliveryRows,
  saveCallback,
  settledDelivery,
  startReceiver,
  startWebhookWorker,
  type Receiver,
} from './webhooks-support';

vi.mock('@/lib/server/net/guarded-fetch', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/server/net/guarded-fetch')>();
  const { RECEIVER_CERT } = await import('./receiver-cert');
  return {
    ...original,
    guardedFetch: (url: string, init: Parameters<typeof original.guardedFetch>[1] = {}) =>
      original.guardedFetch(url, { ca: RECEIVER_CERT.cert, ...init }),
  };
});

let receiver: Receiver;
let worker: JobWorker;

beforeAll(async () => {
  receiver = await startReceiver();
  worker = await startWebhookWorker();
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  receiver.answer([]);
});

/** The receiver may be reached on 127.0.0.1, as an operator allows an internal host. */
const allowReceiver = () => vi.stubEnv('OUTBOUND_ALLOW_HOSTS', '127.0.0.1');

async function accountWithCallback() {
  allowReceiver();
  const account = await loggedInAccount();
  const saved = await saveCallback(account.token, receiver.url);
  expect(saved.body.code).toBe(0);
  return { ...account, corpId: account.user.corpId, secret: saved.body.data.secret! };
}

const fieldErrors = (body: { data: unknown }) =>
  (body.data as { fields: { field: string; message: string }[] }).fields;
const sendTest = (token: string, lang = 'en') =>
  call<WebhookDeliveryDto>(testRoute, webhookPaths.test, { token, body: {}, query: { lang } });

describe('the callback address (spec §5)', () => {
  it('is optional, https, without Chinese characters, at most 2000 characters', async () => {
    const { token } = await loggedInAccount();
    const refused = async (callbackUrl: string) => fieldErrors((await saveCallback(token, callbackUrl)).body);
    expect(await refused('http://example.com/hook')).toEqual([
      { field: 'callbackUrl', message: 'httpsRequired' },
    ]);
    expect(await refused('https://例子.com/hook')).toEqual([
      { field: 'callbackUrl', message: 'urlNoChinese' },
    ]);
    expect(await refused('https://example.com/回调')).toEqual([
      { field: 'callbackUrl', message: 'urlNoChinese' },
    ]);
    expect(await refused('example.com/hook')).toEqual([{ field: 'callbackUrl', message: 'httpsRequired' }]);
    expect(await refused('https://user:pw@example.com/hook')).toEqual([
      { field: 'callbackUrl', message: 'httpsRequired' },
    ]);
    expect(await refused(`https://example.com/${'a'.repeat(2000)}`)).toEqual([
      { field: 'callbackUrl', message: 'tooLong' },
    ]);

    const saved = await saveCallback(token, '  https://example.com/hooks?source=dh  ');
    expect(saved.body.data).toMatchObject({ callbackUrl: 'https://example.com/hooks?source=dh' });
    const removed = await saveCallback(token, '');
    expect(removed.body).toMatchObject({ code: 0, data: { callbackUrl: null, secret: null } });
    expect(removed.body.data.secretHint).toBe(saved.body.data.secretHint);
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]:8443/hook',
    'https://localhost/hook',
  ])('refuses %s, an address that is not public, on the field', async (callbackUrl) => {
    const { token } = await loggedInAccount();
    const { body } = await saveCallback(token, callbackUrl);
    expect(body.code).toBe(ApiCode.validation);
    expect(fieldErrors(body)).toEqual([{ field: 'callbackUrl', message: 'callbackPrivate' }]);
  });

  it('needs a login, and belongs to the caller’s corporation only', async () => {
    const unauthenticated = await call(queryRoute, webhookPaths.query);
    expect(unauthenticated.body.code).toBe(ApiCode.unauthenticated);

    const owner = await accountWithCallback();
    const other = await loggedInAccount();
    const seen = await call<WebhookConfigDto>(queryRoute, webhookPaths.query, { token: other.token });
    expect(seen.body.data).toEqual({ callbackUrl: null, secretHint: null });
    const forged = await call(queryRoute, webhookPaths.query, {
      token: other.token,
      query: { corpId: owner.corpId },
    });
    expect(forged.body.code).toBe(ApiCode.forbidden);
  });
});

describe('the signing secret', () => {
  it('is made with the first address saved and shown whole only then; rotating shows a new one once', async () => {
    allowReceiver();
    const { token } = await loggedInAccount();
    const first = await saveCallback(token, receiver.url);
    const secret = first.body.data.secret!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(first.body.data.secretHint).toBe(`${secret.slice(0, 10)}…${secret.slice(-4)}`);

    const again = await saveCallback(token, `${receiver.url}?again=1`);
    expect(again.body.data).toMatchObject({ secret: null, secretHint: first.body.data.secretHint });
    const query = await call<WebhookConfigDto>(queryRoute, webhookPaths.query, { token });
    expect(query.body.data).toEqual({
      callbackUrl: `${receiver.url}?again=1`,
      secretHint: first.body.data.secretHint,
    });
    expect(JSON.stringify(query.body)).not.toContain(secret.slice(10, -4));

    const rotated = await call<WebhookSecretDto>(rotateRoute, webhookPaths.rotateSecret, { token, body: {} });
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(secret);
    const afterRotation = await call<WebhookConfigDto>(queryRoute, webhookPaths.query, { token });
    expect(afterRotation.body.data.secretHint).toBe(rotated.body.data.secretHint);

    // What is sent now is signed with the new secret only.
    const sent = await sendTest(token);
    expect(sent.body.data.status).toBe('delivered');
    const [request] = receiver.of(sent.body.data.deliveryId);
    const signature = request!.headers['x-dh-signature'] as string;
    expect(verifyWebhookSignature(rotated.body.data.secret, signature, request!.rawBody)).toBe(true);
    expect(verifyWebhookSignature(secret, signature, request!.rawBody)).toBe(false);
  });
});

describe('sending events', () => {
  it('sends a test event at once, signed, with the headers a receiver needs, and logs it', async () => {
    const { token, secret } = await accountWithCallback();
    const { body } = await sendTest(token);
    expect(body.data).toMatchObject({
      event: 'test',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      url: receiver.url,
    });
    const [request] = receiver.of(body.data.deliveryId);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-dh-event']).toBe('test');
    expect(request!.headers['x-dh-delivery']).toBe(body.data.deliveryId);
    expect(request!.headers['x-dh-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      verifyWebhookSignature(secret, request!.headers['x-dh-signature'] as string, request!.rawBody),
    ).toBe(true);
    expect(
      verifyWebhookSignature(secret, request!.headers['x-dh-signature'] as string, `${request!.rawBody} `),
    ).toBe(false);
    expect(request!.event).toMatchObject({
      id: body.data.deliveryId,
      type: 'test',
      data: { message: expect.any(String) },
    });
    expect(Math.abs(request!.event.created - Date.now() / 1000)).toBeLessThan(60);

    const log = await deliveryLog(token);
    expect(log.list[0]).toMatchObject({ deliveryId: body.data.deliveryId, status: 'delivered' });
  });

  it('says so when there is no callback address to send a test event to', async () => {
    const { token } = await loggedInAccount();
    const { body } = await sendTest(token);
    expect(body).toMatchObject({
      code: ApiCode.conflict,
      message: 'Set a callback address first: there is nowhere to send the event.',
    });
  });

  it('retries a failing receiver with the same delivery id until it answers 2xx (500, 500, then 200)', async () => {
    const { token, corpId, secret } = await accountWithCallback();
    receiver.answer([500, 500]);
    const deliveryId = await emitWebhook(await getDb(), corpId, 'test', { message: 'retried' });
    const settled = await settledDelivery(token, deliveryId!);
    expect(settled).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });
    const requests = receiver.of(deliveryId!);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers['x-dh-delivery']).toBe(deliveryId);
      expect(
        verifyWebhookSignature(secret, request.headers['x-dh-signature'] as string, request.rawBody),
      ).toBe(true);
    }
  });

  it(`fails a delivery after ${WEBHOOK_MAX_ATTEMPTS} attempts on a receiver that always fails; “retry now” starts over`, async () => {
    const { token, corpId } = await accountWithCallback();
    receiver.answer([], 503);
    const deliveryId = (await emitWebhook(await getDb(), corpId, 'test', { message: 'doomed' }))!;
    const failed = await settledDelivery(token, deliveryId);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      lastStatusCode: 503,
      lastError: 'badStatus',
      lastErrorMessage: 'Your endpoint answered HTTP 503; any 2xx counts as received.',
      nextAttemptTime: null,
    });
    expect(receiver.of(deliveryId)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const zh = (await deliveryLog(token, {}, 'zh')).list.find((d) => d.deliveryId === deliveryId);
    expect(zh?.lastErrorMessage).toBe('您的接口返回了 HTTP 503；只有 2xx 视为已接收。');

    receiver.answer([]);
    const retried = await call<WebhookDeliveryDto>(retryRoute, webhookPaths.retry, {
      token,
      body: { deliveryId },
    });
    expect(retried.body.data).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await settledDelivery(token, deliveryId)).toMatchObject({ status: 'delivered', attempts: 1 });

    const other = await loggedInAccount();
    const foreign = await call(retryRoute, webhookPaths.retry, { token: other.token, body: { deliveryId } });
    expect(foreign.body.code).toBe(ApiCode.notFound);
    expect((await deliveryLog(other.token)).total).toBe(0);
  });

  it('sends nothing for an account without a callback address', async () => {
    const { user } = await loggedInAccount();
    expect(await emitWebhook(await getDb(), user.corpId, 'test', { message: 'nobody' })).toBeNull();
    expect(await deliveryRows(user.corpId)).toEqual([]);
  });

  it('lists the log newest first, by page and by status', async () => {
    const { token, corpId } = await accountWithCallback();
    const db = await getDb();
    const ids: string[] = [];
    for (const message of ['one', 'two', 'three'])
      ids.push((await emitWebhook(db, corpId, 'test', { message }))!);
    for (const id of ids) await settledDelivery(token, id);
    const page = await deliveryLog(token, { pageSize: '2' });
    expect(page).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2 });
    expect(page.list.map((d) => d.deliveryId)).toEqual([ids[2], ids[1]]);
    expect(
      (await deliveryLog(token, { pageSize: '2', pageIndex: '2' })).list.map((d) => d.deliveryId),
    ).toEqual([ids[0]]);
    expect((await deliveryLog(token, { status: 'failed' })).total).toBe(0);
    expect((await deliveryLog(token, { status: 'delivered' })).total).toBe(3);
  });
});

describe('the SSRF guard at send time', () => {
  it('refuses a loopback address the operator no longer allows, at once and without retries', async () => {
    const { token, corpId } = await accountWithCallback();
    vi.stubEnv('OUTBOUND_ALLOW_HOSTS', '');
    const before = receiver.received.length;
    const { body } = await sendTest(token);
    expect(body.data).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'refused',
      lastErrorMessage: 'The address was refused: events go only to https addresses on public IP addresses.',
    });
    const queued = (await emitWebhook(await getDb(), corpId, 'test', { message: 'refused' }))!;
    expect(await settledDelivery(token, queued)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'refused',
    });
    expect(receiver.received.length).toBe(before);
  });

  it.each([
    'https://10.0.0.7/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:127.0.0.1]/hook',
  ])('refuses %s, stored before the rule (or by a name that now resolves there)', async (callbackUrl) => {
    const { token, corpId } = await accountWithCallback();
    const db = await getDb();
    await db.update(tenantSettings).set({ callbackUrl }).where(eq(tenantSettings.corpId, corpId));
    const { body } = await sendTest(token);
    expect(body.data).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'refused',
      url: callbackUrl,
    });
  });
});
