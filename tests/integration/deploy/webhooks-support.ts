import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { GET as deliveriesRoute } from '@/app/api/management/userConfig/webhook/deliveries/route';
import { POST as saveRoute } from '@/app/api/management/userConfig/webhook/save/route';
import {
  webhookPaths,
  type DeliveryPage,
  type SavedWebhookConfigDto,
  type WebhookDeliveryDto,
  type WebhookEvent,
} from '@/features/deploy/contract/webhooks';
import { webhookDeliveries } from '@/features/deploy/server/tables';
import { webhookJobHandler } from '@/features/deploy/server/webhooks/job-handler';
import { getDb } from '@/lib/server/db/client';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { call } from '@/tests/integration/support/api';
import { RECEIVER_CERT } from './receiver-cert';

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  event: WebhookEvent;
}

/** A customer's endpoint on https://127.0.0.1: it answers each request with the next status of `statuses`. */
export async function startReceiver() {
  const received: Received[] = [];
  let statuses: number[] = [];
  let fallback = 200;
  const server: Server = createServer({ key: RECEIVER_CERT.key, cert: RECEIVER_CERT.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, rawBody, event: JSON.parse(rawBody) as WebhookEvent });
      res.writeHead(statuses.shift() ?? fallback, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/hooks/digital-human`,
    received,
    /** The next answers, then `then` for every one after them. */
    answer(next: number[], then = 200) {
      statuses = [...next];
      fallback = then;
    },
    /** The requests of one delivery, in the order they came. */
    of: (deliveryId: string) => received.filter((request) => request.event.id === deliveryId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** This test file's app instance: the webhooks worker as start-up runs it, retrying at once (WEBHOOK_RETRY_BASE_MS=0). */
export async function startWebhookWorker(): Promise<JobWorker> {
  return startJobWorker({ db: await getDb(), handlers: [webhookJobHandler], pollMs: 50, retryBaseMs: 0 });
}

export async function saveCallback(token: string, callbackUrl: string) {
  return call<SavedWebhookConfigDto>(saveRoute, webhookPaths.save, { token, body: { callbackUrl } });
}

export async function deliveryLog(token: string, query: Record<string, string> = {}, lang = 'en') {
  const { body } = await call<DeliveryPage>(deliveriesRoute, webhookPaths.deliveries, {
    token,
    query: { lang, ...query },
  });
  if (body.code !== 0) throw new Error(`deliveries: ${JSON.stringify(body)}`);
  return body.data;
}

/** Waits until the delivery has settled (delivered or failed), as the console's log would show it. */
export async function settledDelivery(token: string, deliveryId: string): Promise<WebhookDeliveryDto> {
  let found: WebhookDeliveryDto | undefined;
  await vi.waitFor(
    async () => {
      found = (await deliveryLog(token, { pageSize: '100' })).list.find((d) => d.deliveryId === deliveryId);
      if (!found || found.status === 'pending') throw new Error(`still ${found?.status ?? 'missing'}`);
    },
    { timeout: 20_000, interval: 25 },
  );
  return found!;
}

export async function deliveryRows(corpId: string) {
  const db = await getDb();
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.corpId, corpId));
}
