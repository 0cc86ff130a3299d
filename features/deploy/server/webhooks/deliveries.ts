import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  deliveriesRequest,
  DeliveryError,
  DeliveryPage,
  DeliveryStatus,
  WebhookDeliveryDto,
  WebhookEventType,
} from '@/features/deploy/contract/webhooks';
import type { Db } from '@/lib/server/db/client';
import { serverTranslator, type ServerLang } from '@/lib/server/i18n';
import { jobs } from '@/lib/server/jobs/tables';
import { webhookDeliveries } from '../tables';
import { WEBHOOK_JOB } from './config';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { toPage } from '@/lib/contract/paging';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function errorMessage(
  error: DeliveryError | null,
  statusCode: number | null,
  lang: ServerLang,
): string | null {
  if (!error) return null;
  return serverTranslator(lang, 'Webhooks')(`errors.${error}`, { status: statusCode ?? 0 });
}

export function deliveryDto(
  row: DeliveryRow,
  lang: ServerLang,
  nextAttemptAt: Date | null = null,
): WebhookDeliveryDto {
  const lastError = row.lastError as DeliveryError | null;
  return {
    deliveryId: row.id,
    event: row.event as WebhookEventType,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError,
    lastErrorMessage: errorMessage(lastError, row.lastStatusCode, lang),
    url: row.url,
    createTime: row.createdAt.toISOString(),
    lastAttemptTime: row.lastAttemptAt?.toISOString() ?? null,
    deliveredTime: row.deliveredAt?.toISOString() ?? null,
    nextAttemptTime: row.status === 'pending' ? (nextAttemptAt?.toISOString() ?? null) : null,
  };
}

/** The account's deliveries, newest first, with when each pending one is tried next (its queued job's time). */
export async function listDeliveries(
  db: Db,
  corpId: string,
  input: z.output<typeof deliveriesRequest>,
  lang: ServerLang,
): Promise<DeliveryPage> {
  const where = and(
    eq(webhookDeliveries.corpId, corpId),
    input.status ? eq(webhookDeliveries.status, input.status) : undefined,
  );
  const { rows, total } = await selectPage(
    input,
    db
      .select({ delivery: webhookDeliveries, nextAttemptAt: jobs.runAt, total: windowTotal() })
      .from(webhookDeliveries)
      .leftJoin(
        jobs,
        and(
          eq(jobs.corpId, corpId),
          eq(jobs.kind, WEBHOOK_JOB),
          eq(jobs.status, 'queued'),
          sql`${jobs.payload}->>'deliveryId' = ${webhookDeliveries.id}`,
        ),
      )
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .$dynamic(),
    () => db.$count(webhookDeliveries, where),
  );
  return toPage(
    rows.map(({ delivery, nextAttemptAt }) => deliveryDto(delivery, lang, nextAttemptAt)),
    total,
    input,
  );
}
