// The receiver's side in Node, as the console and the README show it: copied by customers, so plain, complete and
// checked (verify-example.test.ts runs the function against the platform's own signing).

/** What one delivery looks like on the wire. */
export const DELIVERY_EXAMPLE = `POST https://example.com/hooks/digital-human
Content-Type: application/json
X-DH-Event: turn.completed
X-DH-Delivery: evt_3f9c1a0b7d2e4c5f8a6b9d0e
X-DH-Signature: t=1767225600,v1=<hex HMAC-SHA256 of "1767225600.<raw body>" keyed with your secret>

{"id":"evt_3f9c1a0b7d2e4c5f8a6b9d0e","type":"turn.completed","created":1767225600,"data":{…}}`;

export const NODE_VERIFY_FUNCTION = `function verifyWebhookSignature(secret, header, rawBody, toleranceS = 300) {
  let t = NaN;
  const signatures = [];
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=');
    if (key === 't') t = Number(value);
    if (key === 'v1') signatures.push(Buffer.from(value, 'hex'));
  }
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  return signatures.some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}`;

export const NODE_VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const SECRET = process.env.DH_WEBHOOK_SECRET; // whsec_…

${NODE_VERIFY_FUNCTION}

const app = express();
// The raw body: the signature covers the bytes as sent, not re-serialized JSON.
app.post('/hooks/digital-human', express.text({ type: 'application/json' }), (req, res) => {
  if (!verifyWebhookSignature(SECRET, req.get('X-DH-Signature'), req.body)) return res.sendStatus(400);
  const event = JSON.parse(req.body); // { id, type, created, data }
  res.sendStatus(204); // answer within 10 s; do the work afterwards
  // An event may come twice: skip an id (= X-DH-Delivery) you have seen before.
  if (event.type === 'conversation.ended') console.log(event.data.reason, event.data.transcript);
});
app.listen(3000);
`;
