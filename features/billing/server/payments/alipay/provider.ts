import 'server-only';
import type { AlipayLive } from '../config';
import { notifyUrl } from '../config';
import { beijingTime, fenToYuan, parseBeijingTime, yuanToFen } from '../money';
import type { PaymentProvider, PaymentRequest, PaymentStart, TradeState } from '../provider';
import { alipayClient } from './client';

// Alipay through alipay-sdk: face-to-face precreate for a QR on desktop, wap pay (a signed GET URL) on phones,
// trade query and close. Amounts go as yuan strings written from fen; the expiry as Beijing wall time.

const SUCCESS = '10000';
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

interface AlipayAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

function failure(method: string, answer: AlipayAnswer): Error {
  return new Error(
    `${method} failed: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`,
  );
}

export function alipayProvider(credentials: () => Promise<AlipayLive>, sandbox: boolean): PaymentProvider {
  const call = async (
    method: string,
    bizContent: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    const client = alipayClient(await credentials());
    return (await client.exec(method, { ...extra, bizContent }, { validateSign: true })) as AlipayAnswer;
  };

  return {
    method: 'alipay',
    sandbox,

    async start(request: PaymentRequest): Promise<PaymentStart> {
      const bizContent = {
        out_trade_no: request.orderNo,
        total_amount: fenToYuan(request.amountFen),
        subject: request.subject,
        time_expire: beijingTime(request.expiresAt),
      };
      if (request.device === 'desktop') {
        const answer = await call('alipay.trade.precreate', bizContent, { notifyUrl: notifyUrl('alipay') });
        if (answer.code !== SUCCESS || typeof answer.qr_code !== 'string')
          throw failure('alipay.trade.precreate', answer);
        return { kind: 'qr', qrContent: answer.qr_code };
      }
      const client = alipayClient(await credentials());
      const url = client.pageExecute('alipay.trade.wap.pay', 'GET', {
        notifyUrl: notifyUrl('alipay'),
        returnUrl: request.returnUrl,
        bizContent: { ...bizContent, product_code: 'QUICK_WAP_WAY', quit_url: request.returnUrl },
      });
      return { kind: 'redirect', url };
    },

    async query(orderNo: string): Promise<TradeState> {
      const answer = await call('alipay.trade.query', { out_trade_no: orderNo });
      if (answer.code !== SUCCESS) {
        if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'notFound' };
        throw failure('alipay.trade.query', answer);
      }
      const status = String(answer.trade_status);
      if (status === 'TRADE_CLOSED') return { state: 'closed' };
      if (!PAID.has(status)) return { state: 'unpaid' };
      const amountFen = yuanToFen(String(answer.total_amount));
      if (amountFen === null || typeof answer.trade_no !== 'string')
        throw new Error('alipay.trade.query: a paid trade without its amount or trade number');
      return {
        state: 'paid',
        payment: {
          method: 'alipay',
          orderNo,
          tradeNo: answer.trade_no,
          amountFen,
          paidAt: parseBeijingTime(answer.send_pay_date as string | undefined) ?? new Date(),
        },
      };
    },

    async close(orderNo: string): Promise<void> {
      const answer = await call('alipay.trade.close', { out_trade_no: orderNo });
      // A QR never scanned has no trade at Alipay yet: there is nothing to close, and it can no longer be paid
      // once the order's time_expire has passed.
      if (answer.code === SUCCESS || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      throw failure('alipay.trade.close', answer);
    },
  };
}
