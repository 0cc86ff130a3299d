import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { serverTranslator } from '@/lib/server/i18n';
import { brand } from '@/lib/server/mail/operator-mail';
import { queueMail } from '@/lib/server/mail/mail-queue';
import { bankAccount } from './config';
import { yuan } from './ledger';
import type { OrderRow } from './orders/order-rows';
import type { BillingPorts } from './ports';

// The customer's mail at each step of an order (texts: the `BillingMail` namespace), in both languages since the
// account keeps no language. Queued after the step committed (lib/server/mail/mail-queue: tried again while the mail
// server is down); a mail that cannot be queued is logged, never undoes the step.

export type OrderMailKind = 'created' | 'transfer' | 'voucher' | 'completed' | 'rejected' | 'expired';

const day = (date: Date | null) => date?.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

function part(lang: 'zh' | 'en', kind: OrderMailKind, order: OrderRow) {
  const t = serverTranslator(lang, 'BillingMail');
  const bank = bankAccount();
  const values = {
    brand: brand(lang),
    orderNo: order.orderNo,
    product: lang === 'zh' ? order.productNameZh : order.productNameEn,
    amount: yuan(order.payableFen),
    expiresAt: day(order.expiresAt),
    note: order.auditNote ?? '',
    bankName: bank?.bankName ?? '',
    accountName: bank?.accountName ?? '',
    accountNo: bank?.accountNo ?? '',
    branch: bank?.branch ?? '',
  };
  return { subject: t(`${kind}Subject`, values), text: t(`${kind}Text`, values) };
}

const NOTIFIED = { completed: 'billing.orderCompleted', rejected: 'billing.orderRejected' } as const;

/** The mail, and for a decision (completed, rejected) the console's bell, pointing at the order's page. */
export async function mailOrder(
  db: Db,
  kind: OrderMailKind,
  order: OrderRow,
  notify?: BillingPorts['notify'],
): Promise<void> {
  if (notify && order.userId && (kind === 'completed' || kind === 'rejected'))
    await notify(db, {
      userId: order.userId,
      kind: NOTIFIED[kind],
      params: { orderNo: order.orderNo, note: order.auditNote ?? '' },
      href: `/dashboard/order/detail?${new URLSearchParams({ orderNo: order.orderNo })}`,
    }).catch((error: unknown) =>
      log.warn({ err: error, orderNo: order.orderNo }, 'order notification failed'),
    );
  try {
    if (!order.userId) return;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    if (!user?.email) return;
    const zh = part('zh', kind, order);
    const en = part('en', kind, order);
    await queueMail(db, {
      to: user.email,
      subject: `${zh.subject} / ${en.subject}`,
      text: `${zh.text}\n\n---\n\n${en.text}`,
    });
  } catch (error) {
    log.warn({ err: error, orderNo: order.orderNo, kind }, 'order mail not sent');
  }
}
