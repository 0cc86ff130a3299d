import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  WEBHOOK_MAX_ATTEMPTS,
  type TestEventData,
  type WebhookDeliveryDto,
  type WebhookEvent,
} from '@/features/deploy/contract/webhooks';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { serverTranslator, type ServerLang } from '@/lib/server/i18n';
import { notifyEnqueued } from '@/lib/server/jobs/nudge';
import { enqueueJob } from '@/lib/server/jobs/queue';
import { webhookDeliveries } from '../tables';
import { WEBHOOK_JOB } from './config';
import { attemptDelivery, markFailed } from './deliver';
import { deliveryDto } from './deliveries';
import { insertDelivery, newEventId } from './emit';
import { callbackOf } from './settings';

async function readDelivery(db: Db, corpId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.corpId, corpId)));
  return row ?? null;
}

/**
 * "Send test event": a `test` event tried once while the owner waits, so the answer is its outcome (delivered,
 * or failed with why); it is not retried on its own — sending again, or "retry now", does that.
 */
export async function sendTestEvent(db: Db, corpId: string, lang: ServerLang): Promise<WebhookDeliveryDto> {
  const callback = await callbackOf(db, corpId);
  if (!callback) throw new ApiFailure(ApiCode.conflict, 'webhookNoCallback');
  const event: WebhookEvent<'test'> = {
    id: newEventId(),
    type: 'test',
    created: Math.floor(Date.now() / 1000),
    data: { message: serverTranslator(lang, 'Webhooks')('testMessage') } satisfies TestEventData,
  };
  await insertDelivery(db, corpId, callback.url, event);
  const outcome = await attemptDelivery(db, event.id);
  if (!outcome.delivered) await markFailed(db, event.id);
  return deliveryDto((await readDelivery(db, corpId, event.id))!, lang);
}

/** A failed delivery sent again now, with its attempts starting over; another corporation's is not found. */
export async function retryDelivery(
  db: Db,
  corpId: string,
  deliveryId: string,
  lang: ServerLang,
): Promise<WebhookDeliveryDto> {
  const reopened = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0 })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.corpId, corpId),
          eq(webhookDeliveries.status, 'failed'),
        ),
      )
      .returning();
    if (row)
      await enqueueJob(tx, {
        kind: WEBHOOK_JOB,
        corpId,
        payload: { deliveryId },
        maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      });
    return row ?? null;
  });
  if (reopened) {
    notifyEnqueued();
    return deliveryDto(reopened, lang, new Date());
  }
  // Pending or delivered already: nothing to do, said by its state.
  const row = await readDelivery(db, corpId, deliveryId);
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return deliveryDto(row, lang);
}
