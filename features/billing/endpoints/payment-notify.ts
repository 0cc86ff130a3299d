import { z } from 'zod';
import { defineEndpoint } from '@/lib/contract/endpoint';

// The gateways' asynchronous payment notifications (issue 22 §2). Each gateway posts its own wire format — Alipay a
// form signed RSA2, WeChat Pay a JSON envelope signed in its headers with an AES-256-GCM resource — and expects its
// own answer (`success`, or 204), so they declare no input schema and read the raw body: the signature covers its
// exact bytes. Public by necessity: what admits a notification is its signature, never the caller.

const tag = 'Payment notifications';
const notify = {
  tag,
  method: 'POST',
  audience: 'public',
  output: z.null(),
  answer: 'file',
} as const;

export const alipayNotifyEndpoint = defineEndpoint({
  ...notify,
  path: '/pay/notify/alipay',
  summary: 'Alipay’s payment notification (RSA2 over the form; answers the text success or fail)',
  contentType: 'text/plain',
});

export const wechatNotifyEndpoint = defineEndpoint({
  ...notify,
  path: '/pay/notify/wechat',
  summary:
    'WeChat Pay v3 payment notification (platform signature, AES-256-GCM resource; answers 204 or FAIL)',
  contentType: 'application/json',
});
