import 'server-only';
import type { ApiHandler } from '@/lib/server/http/route';

// The device calls (/api/offline/*) come from an offline package, a static app served from any origin (a kiosk's
// localhost, a customer's intranet): any origin may read their answers. Nothing ambient is honoured on them — no
// cookie is read (visitor audience) and `*` forbids credentialed calls anyway — since each call carries its own
// credential: an activation code, or a JWS signed by the device's key.

const OPEN = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
} as const;

/** The handler, its every answer (failures too) readable by any origin. */
export function openToAnyOrigin(handler: ApiHandler): ApiHandler {
  return Object.assign(
    async (request: Request) => {
      const response = await handler(request);
      for (const [name, value] of Object.entries(OPEN)) response.headers.set(name, value);
      return response;
    },
    { contract: handler.contract },
  );
}

/** The preflight of a package posting JSON: any origin, a day. */
export function anyOriginPreflight(): Response {
  return new Response(null, { status: 204, headers: { ...OPEN, 'cache-control': 'public, max-age=86400' } });
}
