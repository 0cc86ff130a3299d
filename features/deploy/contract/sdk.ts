import { z } from 'zod';
import { textField } from '@/lib/contract/fields';

// The embed SDK's contract with the platform (issue 13 §3): the ticket a host page's script asks for at
// SDK_TICKET_PATH (embed-snippet.ts, which the SDK's bundle reads without zod).

/** The host page's origin is read from the browser's `Origin` header, never from the body. */
export const sdkTicketRequest = z.object({
  appId: textField().min(1, 'required').max(100, 'tooLong'),
});
export type SdkTicketRequest = z.input<typeof sdkTicketRequest>;

export interface SdkTicketDto {
  ticket: string;
  /** Seconds the ticket starts conversations for; the SDK asks again for a later one. */
  expiresIn: number;
  /** The runtime page to frame, on the platform's origin: the application's hosted page in embed mode. */
  frameUrl: string;
}
