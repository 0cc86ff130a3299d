import 'server-only';

// The seam between orders and the online payment gateways (issue 22 §2). Orders (features/billing/server/orders)
// decide what is owed and what a payment completes; a provider speaks one gateway's protocol — Alipay (RSA2, through
// alipay-sdk) or WeChat Pay API v3 (RSA-SHA256 signatures, AES-256-GCM resources) — against the real gateway when
// configured, or against the platform's own sandbox gateway, which signs exactly like the real one.

export const PAYMENT_METHODS = ['alipay', 'wechat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What orders ask a gateway to collect. */
export interface PaymentRequest {
  /** The order's number: the gateway's `out_trade_no`. */
  orderNo: string;
  amountFen: number;
  /** Shown by the gateway to the payer (product name in the customer's language). */
  subject: string;
  /** The gateway closes the trade at this time (the order's countdown). */
  expiresAt: Date;
  /** Desktop pays by scanning a QR code; phones are redirected to the gateway's page. */
  device: 'desktop' | 'phone';
  /** Where the gateway sends the payer back after paying on a phone. */
  returnUrl: string;
  /** The payer's IP address: WeChat's H5 payment requires it (`scene_info.payer_client_ip`). */
  payerIp?: string;
}

export type PaymentStart =
  /** The text to draw as a QR code (Alipay `qr_code`, WeChat `code_url`). */
  | { kind: 'qr'; qrContent: string }
  /** The gateway page to send a phone to (Alipay wap pay, WeChat `h5_url`). */
  | { kind: 'redirect'; url: string };

/** A payment the gateway vouched for: its signature (and for WeChat, its decryption) checked. */
export interface VerifiedPayment {
  method: PaymentMethod;
  orderNo: string;
  /** The gateway's own trade number. */
  tradeNo: string;
  amountFen: number;
  paidAt: Date;
}

/** What orders made of a verified payment. Only `completed` and `duplicate` are acknowledged to the gateway. */
export type PaymentOutcome =
  | 'completed'
  | 'duplicate'
  | 'unknownOrder'
  | 'wrongAmount'
  /** The order is no longer payable: expired, cancelled, or paid by another trade. */
  | 'notPayable';

/** Orders' side of the seam: applies a verified payment to its order, exactly once, in one transaction. */
export type RecordPayment = (
  payment: VerifiedPayment,
  source: 'notification' | 'reconciliation' | 'confirm',
) => Promise<PaymentOutcome>;

/** A gateway's state of one trade, asked by reconciliation and by the customer's "I have paid". */
export type TradeState =
  | { state: 'paid'; payment: VerifiedPayment }
  | { state: 'unpaid' }
  | { state: 'closed' }
  | { state: 'notFound' };

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** True when it talks to the platform's sandbox gateway rather than the real one. */
  readonly sandbox: boolean;
  start(request: PaymentRequest): Promise<PaymentStart>;
  query(orderNo: string): Promise<TradeState>;
  /** Closes an unpaid trade at the gateway (an expired or cancelled order), so it can no longer be paid. */
  close(orderNo: string): Promise<void>;
}
