import 'server-only';
import { and, desc, eq, ilike } from 'drizzle-orm';
import { toPage, type PageQuery } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { paymentNotifications } from './tables';

// The notification log as the back office reads it: newest first, by method, outcome and (part of) an order number.

const likeNo = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function paymentLog(
  db: Db,
  query: PageQuery & {
    method?: string | undefined;
    outcome?: string | undefined;
    orderNo?: string | undefined;
  },
) {
  const condition = and(
    query.method ? eq(paymentNotifications.method, query.method) : undefined,
    query.outcome ? eq(paymentNotifications.outcome, query.outcome) : undefined,
    query.orderNo ? ilike(paymentNotifications.orderNo, likeNo(query.orderNo)) : undefined,
  );
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: paymentNotifications, total: windowTotal() })
      .from(paymentNotifications)
      .where(condition)
      .orderBy(desc(paymentNotifications.receivedAt), desc(paymentNotifications.id))
      .$dynamic(),
    () => db.$count(paymentNotifications, condition),
  );
  return toPage(
    rows.map(({ row }) => ({
      id: row.id,
      method: row.method,
      orderNo: row.orderNo,
      tradeNo: row.tradeNo,
      amountFen: row.amountFen,
      outcome: row.outcome,
      receivedAt: row.receivedAt.toISOString(),
    })),
    total,
    query,
  );
}
