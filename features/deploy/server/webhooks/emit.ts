import 'server-only';
import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookData,
  type WebhookEvent,
  type WebhookEventType,
} from '@/features/deploy/contract/webhooks';
import type { Db } from '@/lib/server/db/client';
import { notifyEnqueued } from '@/lib/server/jobs/nudge';
import { enqueueJob } from '@/lib/server/jobs/queue';
import { webhookDeliveries } from '../tables';
import { WEBHOOK_JOB } from './config';
import { callbackOf } from './settings';

export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** What an event carries, or how to make it: made only when the account has a callback address. */
export type EventData<T extends WebhookEventType> = WebhookData[T] | (() => Promise<WebhookData[T]>);

/** The row of an event for the account's callback address (the job, if any, is the caller's). */
export async function insertDelivery<T extends WebhookEventType>(
  db: Db,
  corpId: string,
  url: string,
  event: WebhookEvent<T>,
): Promise<void> {
  await db.insert(webhookDeliveries).values({ id: event.id, corpId, event: event.type, payload: event, url });
}

/**
 * An event for the corporation's callback address: its delivery row and its job, written together so a delivery
 * never waits for a job that does not exist; nothing when the account has no callback address. Answers the
 * delivery's id.
 */
export async function emitWebhook<T extends WebhookEventType>(
  db: Db,
  corpId: string,
  type: T,
  data: EventData<T>,
): Promise<string | null> {
  const callback = await callbackOf(db, corpId);
  if (!callback) return null;
  const event: WebhookEvent<T> = {
    id: newEventId(),
    type,
    created: Math.floor(Date.now() / 1000),
    data: typeof data === 'function' ? await data() : data,
  };
  await db.transaction(async (tx) => {
    await insertDelivery(tx, corpId, callback.url, event);
    await enqueueJob(tx, {
      kind: WEBHOOK_JOB,
      corpId,
      payload: { deliveryId: event.id },
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    });
  });
  // The worker was woken inside the transaction, before the job could be seen.
  notifyEnqueued();
  return event.id;
}
