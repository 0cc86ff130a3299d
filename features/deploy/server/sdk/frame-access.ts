import 'server-only';
import { verifyTicket } from '../tickets';

export type FrameAccess = { refused: true } | { refused: false; hostOrigin: string | null };

/**
 * What the application's hosted page may do for this request. Framed (`Sec-Fetch-Dest: iframe`) it needs a valid
 * ticket for the application, or it refuses: no conversation starts inside a frame the SDK did not set up (the
 * frame-ancestors policy is the browser's half of that). In embed mode its host is the ticket's origin — checked
 * against the allowed origins when the ticket was issued — the only window it takes commands from and tells events.
 */
export async function frameAccess(
  appId: string,
  request: { ticket?: string; embed: boolean; framed: boolean },
): Promise<FrameAccess> {
  const claims = request.ticket ? await verifyTicket(request.ticket, appId) : null;
  if (request.framed && !claims) return { refused: true };
  const hostOrigin = request.embed && claims?.via === 'sdk' ? claims.origin : null;
  return { refused: false, hostOrigin };
}
