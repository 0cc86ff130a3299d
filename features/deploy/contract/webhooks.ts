import { z } from 'zod';
import { pageIndexField, pageOf, pageSizeField } from '@/lib/contract/paging';
import type { AnswerSource, EndReason, EntryKind } from '@/features/runtime/contract';
import { textField } from '@/lib/contract/fields';

// Webhooks (spec §5 "Callback address is optional and shared by all sessions of the account", §7 userConfig):
// the account-wide callback address, the secret its events are signed with, the delivery log, and the events
// themselves — the contract the console, the API client, the route handlers and the customer's receiver share.

export const WEBHOOK_EVENT_TYPES = [
  'conversation.started',
  'turn.completed',
  'conversation.ended',
  'test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Why the last attempt failed: the receiver's answer was not 2xx (`badStatus`, see the status code), it took
 * longer than the timeout, it could not be reached, it redirected (never followed), the SSRF guard refused the
 * address (not https, or not a public address), or the account has no callback address any more.
 */
export const DELIVERY_ERRORS = [
  'badStatus',
  'timeout',
  'unreachable',
  'redirect',
  'refused',
  'noCallback',
] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];

export const CALLBACK_URL_MAX = 2000;
/** Attempts of one event before it is failed: the first and five retries, about an hour apart in all. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** Seconds a receiver should accept a signature's timestamp for (replayed older events are refused). */
export const WEBHOOK_TOLERANCE_S = 300;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_HEADERS = {
  event: 'X-DH-Event',
  delivery: 'X-DH-Delivery',
  signature: 'X-DH-Signature',
} as const;

const HAN = /\p{Script=Han}/u;

/**
 * Spec §5: optional (empty removes it), https, no Chinese characters (a remote URL's rule), no credentials in it
 * (they would be sent in the clear to whoever the address belongs to, and the guard refuses them anyway).
 */
export const callbackUrlField = textField()
  .max(CALLBACK_URL_MAX, 'tooLong')
  .refine((v) => !HAN.test(v), 'urlNoChinese')
  .refine((v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'httpsRequired');

/** Saves (or with '' removes) the callback address; the first address saved also generates the signing secret. */
export const saveWebhookConfigRequest = z.object({ callbackUrl: callbackUrlField });
export type SaveWebhookConfigRequest = z.input<typeof saveWebhookConfigRequest>;

const id = textField().min(1, 'required').max(100, 'tooLong');

export const deliveriesRequest = z.object({
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
  status: z.enum(DELIVERY_STATUSES, 'invalid').optional(),
});
export type DeliveriesRequest = z.input<typeof deliveriesRequest>;
/** Sends a failed delivery again now (its attempts start over). */
export const retryDeliveryRequest = z.object({ deliveryId: id });

export const webhookPaths = {
  query: '/management/userConfig/webhook/query',
  save: '/management/userConfig/webhook/save',
  rotateSecret: '/management/userConfig/webhook/rotateSecret',
  deliveries: '/management/userConfig/webhook/deliveries',
  test: '/management/userConfig/webhook/test',
  retry: '/management/userConfig/webhook/retry',
} as const;

// ---- Responses ----

export const webhookConfigDto = z.object({
  /** null: no callback address, no events are sent. */
  callbackUrl: z.string().nullable(),
  /** What is shown of the signing secret after it was shown once, e.g. `whsec_3kQ…x9Zw`; null before the first. */
  secretHint: z.string().nullable(),
});
export type WebhookConfigDto = z.infer<typeof webhookConfigDto>;

export const savedWebhookConfigDto = webhookConfigDto.extend({
  /** The whole secret when this save generated it (the first address saved), else null: shown this once. */
  secret: z.string().nullable(),
});
export type SavedWebhookConfigDto = z.infer<typeof savedWebhookConfigDto>;

export const webhookSecretDto = z.object({
  /** The whole new secret, shown this once; the old one stops signing at once. */
  secret: z.string(),
  secretHint: z.string(),
});
export type WebhookSecretDto = z.infer<typeof webhookSecretDto>;

export const webhookDeliveryDto = z.object({
  deliveryId: z.string(),
  event: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(DELIVERY_STATUSES),
  /** Attempts so far (at most `WEBHOOK_MAX_ATTEMPTS`; a test event is tried once, while you wait). */
  attempts: z.number().int(),
  /** The receiver's last HTTP status, when it answered. */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.enum(DELIVERY_ERRORS).nullable(),
  /** `lastError` in the request's language. */
  lastErrorMessage: z.string().nullable(),
  /** The address of the last attempt (the account's callback address at that time). */
  url: z.string(),
  createTime: z.string(),
  lastAttemptTime: z.string().nullable(),
  deliveredTime: z.string().nullable(),
  /** When a pending delivery will be tried again. */
  nextAttemptTime: z.string().nullable(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDto>;

export const deliveryPage = pageOf(webhookDeliveryDto);
export type DeliveryPage = z.infer<typeof deliveryPage>;

// ---- What the receiver gets: POST <callbackUrl>, `Content-Type: application/json` ----

/** The visitor's conversation an event is about. */
export interface WebhookConversation {
  chatId: string;
  /** The session (spec "conversation") the visitor talked to. */
  conversationId: string;
  /** The application it ran under (embed SDK, hosted page, tokens), null for share links and previews. */
  appId: string | null;
  entry: EntryKind;
}

export interface WebhookTurn {
  turnId: string;
  ordinal: number;
  /** Empty for the digital human's own words (prologue, farewell), whose `questionVia` is 'system'. */
  question: string;
  questionVia: 'text' | 'voice' | 'system';
  answer: string;
  source: AnswerSource;
  interrupted: boolean;
  createTime: string;
}

export interface TurnCompletedData extends WebhookConversation {
  turn: WebhookTurn;
  /** Milliseconds from the question to the first event, to the model's first token, and to the turn's end. */
  timings: { firstEventMs: number | null; modelFirstTokenMs: number | null; totalMs: number | null };
}

export interface ConversationStartedData extends WebhookConversation {
  startTime: string;
}

export interface ConversationEndedData extends WebhookConversation {
  startTime: string;
  endTime: string;
  /** 'lost' when the visitor's page stopped its heartbeats (reported within about 30 s of its last one). */
  reason: EndReason;
  /** Every turn, in order, the prologue and farewell included. */
  transcript: WebhookTurn[];
}

export interface TestEventData {
  message: string;
}

export interface WebhookData {
  'conversation.started': ConversationStartedData;
  'turn.completed': TurnCompletedData;
  'conversation.ended': ConversationEndedData;
  test: TestEventData;
}

/** The body of every delivery; `id` equals the `X-DH-Delivery` header and stays the same across retries. */
export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  id: string;
  type: T;
  /** Unix seconds when the event happened (deliveries may arrive out of order: sort by it). */
  created: number;
  data: WebhookData[T];
}
