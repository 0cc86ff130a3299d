import 'server-only';
import type { OrderStatus, UnifiedOrderDto } from '@/features/billing/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { ApiLang } from '@/lib/server/http/messages';
import { log } from '@/lib/server/log';
import { siteRoots } from '@/lib/seo/site-origins';
import { orderExpiryMs } from '../config';
import { lockOrder, notPayable, ownOrder } from '../orders/order-rows';
import type { PaymentMethod, PaymentProvider, RecordPayment } from '../payments/provider';
import { billingOrders } from '../tables';
import { and, eq } from 'drizzle-orm';

// The customer's side of paying online (spec §7 pay: unifiedOrder, confirmPay). The gateway is a `PaymentProvider`
// handed in by the route (composed at merge from the payments area's providers), so orders never speak a gateway's
// protocol.

/** The provider of a method, or null when it is not configured. */
export type ProviderOf = (method: PaymentMethod) => PaymentProvider | null;

type Owner = { userId: string; corpId: string };

export async function startOnlinePayment(
  db: Db,
  owner: Owner,
  input: { orderNo: string; method: PaymentMethod; device: 'desktop' | 'phone'; payerIp?: string },
  providerOf: ProviderOf,
  lang: ApiLang,
  now = new Date(),
): Promise<UnifiedOrderDto> {
  const provider = providerOf(input.method);
  if (!provider) throw new ApiFailure(ApiCode.notConfigured, 'paymentUnavailable');
  const order = await ownOrder(db, owner.corpId, input.orderNo);
  const ready = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked.status !== 'pending') throw notPayable(locked.status);
    if (locked.expiresAt && locked.expiresAt <= now) throw notPayable('expired');
    // Leaving a bank transfer for online payment puts the order back on the online countdown.
    const expiresAt =
      locked.payMethod === 'transfer' || !locked.expiresAt
        ? new Date(now.getTime() + orderExpiryMs())
        : locked.expiresAt;
    const [row] = await tx
      .update(billingOrders)
      .set({ payMethod: input.method, expiresAt })
      .where(and(eq(billingOrders.id, locked.id), eq(billingOrders.status, 'pending')))
      .returning();
    return row!;
  });
  const expiresAt = ready.expiresAt!;
  let start;
  try {
    start = await provider.start({
      orderNo: ready.orderNo,
      amountFen: ready.payableFen,
      subject: lang === 'zh' ? ready.productNameZh : ready.productNameEn,
      expiresAt,
      device: input.device,
      // WeChat's H5 payment wants the payer's own address (scene_info.payer_client_ip); 'unknown' is not one.
      payerIp: input.payerIp && input.payerIp !== 'unknown' ? input.payerIp : undefined,
      returnUrl: `${siteRoots()[lang]}/dashboard/order/list?orderNo=${encodeURIComponent(ready.orderNo)}`,
    });
  } catch (error) {
    log.warn({ err: error, orderNo: ready.orderNo, method: input.method }, 'payment start failed');
    throw new ApiFailure(ApiCode.upstreamFailed, 'paymentGatewayFailed');
  }
  return {
    orderNo: ready.orderNo,
    method: input.method,
    payableFen: ready.payableFen,
    expiresAt: expiresAt.toISOString(),
    kind: start.kind,
    qrContent: start.kind === 'qr' ? start.qrContent : null,
    url: start.kind === 'redirect' ? start.url : null,
    sandbox: provider.sandbox,
  };
}

export const checkDto = (order: { orderNo: string; status: string; expiresAt: Date | null }) => ({
  orderNo: order.orderNo,
  status: order.status as OrderStatus,
  expiresAt: order.expiresAt?.toISOString() ?? null,
  paid: order.status === 'completed',
});

/** "I have paid": asks the gateway, and records a paid trade as the notification would have. */
export async function confirmPay(
  db: Db,
  owner: Owner,
  orderNo: string,
  providerOf: ProviderOf,
  record: RecordPayment,
) {
  const order = await ownOrder(db, owner.corpId, orderNo);
  if (order.status !== 'pending' || (order.payMethod !== 'alipay' && order.payMethod !== 'wechat'))
    return checkDto(order);
  const provider = providerOf(order.payMethod);
  if (!provider) throw new ApiFailure(ApiCode.notConfigured, 'paymentUnavailable');
  let trade;
  try {
    trade = await provider.query(order.orderNo);
  } catch (error) {
    log.warn({ err: error, orderNo }, 'payment query failed');
    throw new ApiFailure(ApiCode.upstreamFailed, 'paymentGatewayFailed');
  }
  if (trade.state === 'paid') await record(trade.payment, 'confirm');
  return checkDto(await ownOrder(db, owner.corpId, orderNo));
}
