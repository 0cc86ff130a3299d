import { getDb } from '@/lib/server/db/client';
import * as alipayGatewayRoute from '@/app/api/pay/sandbox/alipay/gateway/route';
import * as alipayNotifyRoute from '@/app/api/pay/notify/alipay/route';
import * as wechatNotifyRoute from '@/app/api/pay/notify/wechat/route';
import * as cashierRoute from '@/app/api/pay/sandbox/cashier/route';
import * as wechatH5Route from '@/app/api/pay/sandbox/wechat/v3/pay/transactions/h5/route';
import * as wechatNativeRoute from '@/app/api/pay/sandbox/wechat/v3/pay/transactions/native/route';
import * as wechatCloseRoute from '@/app/api/pay/sandbox/wechat/v3/pay/transactions/out-trade-no/[outTradeNo]/close/route';
import * as wechatQueryRoute from '@/app/api/pay/sandbox/wechat/v3/pay/transactions/out-trade-no/[outTradeNo]/route';
import { handleNotification } from '@/features/billing/server/payments/notifications';
import type {
  PaymentMethod,
  PaymentOutcome,
  RecordPayment,
  VerifiedPayment,
} from '@/features/billing/server/payments/provider';
import { socketServer } from '@/tests/integration/support/socket-server';

// The sandbox gateway's route files and the platform's notify URLs on a real socket, with this platform's public
// origin pointing at it: providers call the gateway over HTTP, the cashier posts notifications back over HTTP.

type Route = (request: Request) => Promise<Response>;
type Module = Partial<Record<'GET' | 'POST', Route>>;

const byMethod =
  (module: Module): Route =>
  (request) => {
    const handler = module[request.method as 'GET' | 'POST'];
    return handler ? handler(request) : Promise.resolve(new Response(null, { status: 405 }));
  };

/** A small real orders side: expected orders in a map, each paid at most once. */
export class ExpectedOrders {
  readonly orders = new Map<string, { amountFen: number; paidBy?: string; payable: boolean }>();
  readonly calls: { payment: VerifiedPayment; source: string; outcome: PaymentOutcome }[] = [];

  expect(orderNo: string, amountFen: number) {
    this.orders.set(orderNo, { amountFen, payable: true });
  }

  record: RecordPayment = async (payment, source) => {
    const order = this.orders.get(payment.orderNo);
    let outcome: PaymentOutcome;
    if (!order) outcome = 'unknownOrder';
    else if (order.paidBy === payment.tradeNo) outcome = 'duplicate';
    else if (order.paidBy || !order.payable) outcome = 'notPayable';
    else if (order.amountFen !== payment.amountFen) outcome = 'wrongAmount';
    else {
      order.paidBy = payment.tradeNo;
      outcome = 'completed';
    }
    this.calls.push({ payment, source, outcome });
    return outcome;
  };
}

const WECHAT = '/api/pay/sandbox/wechat/v3/pay/transactions';

/**
 * The gateway and the notify URLs on a socket. With `orders`, notifications go to that small orders side; with
 * 'app', to the platform's own notify routes, which complete real orders.
 */
export async function startGateway(orders: ExpectedOrders | 'app') {
  const notify = (method: PaymentMethod): Route => {
    if (orders === 'app') return byMethod(method === 'alipay' ? alipayNotifyRoute : wechatNotifyRoute);
    return async (request) =>
      handleNotification(
        await getDb(),
        method,
        { rawBody: new Uint8Array(await request.arrayBuffer()), headers: request.headers },
        orders.record,
      );
  };
  const fixed: Record<string, Route> = {
    '/api/pay/sandbox/alipay/gateway': byMethod(alipayGatewayRoute),
    '/api/pay/sandbox/cashier': byMethod(cashierRoute),
    [`${WECHAT}/native`]: byMethod(wechatNativeRoute),
    [`${WECHAT}/h5`]: byMethod(wechatH5Route),
    '/api/pay/notify/alipay': notify('alipay'),
    '/api/pay/notify/wechat': notify('wechat'),
  };
  // socketServer looks routes up by path; the WeChat trade paths carry the order number, so they are matched here.
  const routes = new Proxy(fixed, {
    get: (target, path: string) => {
      if (path in target) return target[path];
      if (path.startsWith(`${WECHAT}/out-trade-no/`))
        return byMethod(path.endsWith('/close') ? wechatCloseRoute : wechatQueryRoute);
      return undefined;
    },
  });
  const server = await socketServer(routes);
  const origin = new URL(server.url('/')).origin;
  process.env.SITE_ORIGIN_ZH = origin;
  process.env.SITE_ORIGIN_EN = origin.replace('127.0.0.1', 'localhost');
  return { ...server, origin };
}

/** What the payer does at the cashier: opens the page the QR or redirect leads to, presses "pay". */
export async function payAtCashier(cashierUrl: string): Promise<string> {
  const page = await fetch(cashierUrl);
  if (page.status !== 200) throw new Error(`cashier answered ${page.status}`);
  const paid = await fetch(cashierUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  return paid.text();
}
