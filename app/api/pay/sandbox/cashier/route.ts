import {
  sandboxCashierEndpoint,
  sandboxCashierPayEndpoint,
} from '@/features/billing/endpoints/payment-sandbox';
import { payAtCashier, showCashier } from '@/features/billing/server/payments/sandbox/cashier';
import { sandboxGate } from '@/features/billing/server/payments/sandbox/gate';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/pay/sandbox/cashier – the sandbox cashier page: the trade and a pay button
export const GET = apiRoute(sandboxCashierEndpoint, async ({ db, request }) =>
  rawAnswer(sandboxGate() ?? (await showCashier(db, request))),
);

// POST /api/pay/sandbox/cashier – pay: the trade is paid and the signed notification posted to the platform
export const POST = apiRoute(
  sandboxCashierPayEndpoint,
  async ({ db, request }) => rawAnswer(sandboxGate() ?? (await payAtCashier(db, request))),
  { rawBody: true },
);
