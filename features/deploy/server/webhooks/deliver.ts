import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_HEADERS, type DeliveryError } from '@/features/deploy/contract/webhooks';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { guardedFetch } from '@/lib/server/net/guarded-fetch';
import { OutboundError, type OutboundRefusal } from '@/lib/server/net/outbound-error';
import { webhookDeliveries } from '../tables';
import { WEBHOOK_TIMEOUT_MS } from './config';
import { callbackOf } from './settings';
import { signatureHeader } from './signature';

export type AttemptOutcome = { delivered: true } | { delivered: false; retry: boolean };

const ERROR_OF: Record<OutboundRefusal, DeliveryError> = {
  scheme: 'refused',
  privateAddress: 'refused',
  redirectPrivate: 'redirect',
  tooManyRedirects: 'redirect',
  timeout: 'timeout',
  tooLarge: 'unreachable',
  badStatus: 'badStatus',
  unreachable: 'unreachable',
};
/** Waiting does not make a refused address public, nor bring back a removed one. */
const FINAL: ReadonlySet<DeliveryError> = new Set(['refused', 'noCallback']);

async function record(
  db: Db,
  deliveryId: string,
  outcome: { url?: string; statusCode: number | null; error: DeliveryError | null },
) {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      ...(outcome.url ? { url: outcome.url } : {}),
      ...(outcome.error ? {} : { status: 'delivered', deliveredAt: sql`now()` }),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/**
 * One attempt of a delivery: its event, as stored, POSTed to the account's callback address of now, signed with
 * its secret of now, through the SSRF guard (https, public addresses only, the address checked is the one
 * connected to, no redirects followed) within `WEBHOOK_TIMEOUT_MS`. Any 2xx is delivered; the answer's body is not
 * read. Records the attempt and says whether another may help. The caller's abort (the worker stopping) rejects.
 */
export async function attemptDelivery(
  db: Db,
  deliveryId: string,
  options: { signal?: AbortSignal } = {},
): Promise<AttemptOutcome> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!row || row.status === 'delivered') return { delivered: true };
  const callback = await callbackOf(db, row.corpId);
  if (!callback) {
    await record(db, deliveryId, { statusCode: null, error: 'noCallback' });
    return { delivered: false, retry: false };
  }
  const body = JSON.stringify(row.payload);
  try {
    const response = await guardedFetch(callback.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'DigitalHuman-Webhooks/1',
        [WEBHOOK_HEADERS.event.toLowerCase()]: row.event,
        [WEBHOOK_HEADERS.delivery.toLowerCase()]: row.id,
        [WEBHOOK_HEADERS.signature.toLowerCase()]: signatureHeader(
          callback.secret,
          body,
          Math.floor(Date.now() / 1000),
        ),
      },
      body,
      connectTimeoutMs: Math.min(5_000, WEBHOOK_TIMEOUT_MS),
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxRedirects: 0,
      maxBytes: 16 * 1024 * 1024,
      signal: options.signal,
    });
    await response.body?.cancel();
    await record(db, deliveryId, { url: callback.url, statusCode: response.status, error: null });
    return { delivered: true };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    const category = ERROR_OF[error.reason];
    if (category === 'refused')
      log.warn(
        { deliveryId, corpId: row.corpId, reason: error.reason },
        'webhook address refused by the guard',
      );
    await record(db, deliveryId, { url: callback.url, statusCode: error.status ?? null, error: category });
    return { delivered: false, retry: !FINAL.has(category) };
  }
}

/** No attempt left (or none that could help). */
export async function markFailed(db: Db, deliveryId: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(sql`${webhookDeliveries.id} = ${deliveryId} and ${webhookDeliveries.status} = 'pending'`);
}
