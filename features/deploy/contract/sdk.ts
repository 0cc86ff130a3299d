import { z } from 'zod';
import { textField } from '@/lib/contract/fields';

// The embed SDK's contract with the platform (issue 13 §3): the ticket a host page's script asks for at
// SDK_TICKET_PATH (embed-snippet.ts, which the SDK's bundle reads without zod).

/** The host page's origin is read from the browser's `Origin` header, never from the body. */
export const sdkTicketRequest = z.object({
  appId: textField().min(1, 'required').max(100, 'tooLong'),
});
export type SdkTicketRequest = z.input<typeof sdkTicketRequest>;

// The SDK's bundle imports only the type below: the schema stays out of it (no zod in the browser script).
export const sdkTicketDto = z.object({
  ticket: z.string(),
  /** Seconds the ticket starts conversations for; the SDK asks again for a later one. */
  expiresIn: z.number().int(),
  /** The runtime page to frame, on the platform's origin: the application's hosted page in embed mode. */
  frameUrl: z.string(),
});
export type SdkTicketDto = z.infer<typeof sdkTicketDto>;
