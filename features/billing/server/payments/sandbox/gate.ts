import 'server-only';
import { gatewayChoice } from '../config';
import type { PaymentMethod } from '../provider';

// The sandbox gateway answers only where the sandbox may be used (config.ts): on an unconfigured production server
// it is not there at all, so nothing can "pay" through it.

const absent = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });

/** A 404 when the sandbox of `method` (of either method, when none is named) is not in use; null otherwise. */
export function sandboxGate(method?: PaymentMethod): Response | null {
  const methods: PaymentMethod[] = method ? [method] : ['alipay', 'wechat'];
  return methods.some((m) => gatewayChoice(m).mode === 'sandbox') ? null : absent();
}
