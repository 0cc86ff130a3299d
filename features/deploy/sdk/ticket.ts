import type { SdkTicketDto } from '@/features/deploy/contract/sdk';
import { SDK_PATH, SDK_TICKET_PATH } from '@/features/deploy/contract/embed-snippet';
import type { SdkOptions } from './options';
import type { SdkErrorCode } from './texts';

// The platform's envelope codes the SDK tells apart (lib/contract/codes.ts: embedOriginRefused, embedAppUnavailable).
const ORIGIN_REFUSED = 40310;
const APP_UNAVAILABLE = 40410;

export type TicketOutcome =
  | { ok: true; frameUrl: string; expiresAt: number }
  | { ok: false; code: SdkErrorCode; message: string | null };

/**
 * The ticket for this page's origin. It goes as a simple request (text/plain, no preflight): one round trip, and
 * the server itself judges the origin. A refused origin cannot read the refusal (no CORS header for it), so a
 * failed request is told apart from a network failure by whether the platform answers at all.
 */
export async function askTicket(
  options: SdkOptions,
  request: typeof fetch,
  now: () => number,
): Promise<TicketOutcome> {
  let response: Response;
  try {
    response = await request(`${options.root}${SDK_TICKET_PATH}?lang=${options.lang}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ appId: options.appId }),
      credentials: 'omit',
    });
  } catch {
    const reachable = await request(options.root + SDK_PATH, { mode: 'no-cors' }).then(
      () => true,
      () => false,
    );
    return { ok: false, code: reachable ? 'originRefused' : 'network', message: null };
  }
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
    data?: SdkTicketDto;
  } | null;
  if (body?.code === 0 && body.data)
    return {
      ok: true,
      frameUrl: options.platform + body.data.frameUrl,
      expiresAt: now() + body.data.expiresIn * 1000,
    };
  const code: SdkErrorCode =
    body?.code === APP_UNAVAILABLE
      ? 'appUnavailable'
      : body?.code === ORIGIN_REFUSED
        ? 'originRefused'
        : 'network';
  return { ok: false, code, message: typeof body?.message === 'string' ? body.message : null };
}
