import 'server-only';

/** The host the browser addressed: X-Forwarded-Host (set by proxies and by `next start`) wins over Host. */
export function requestHost(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || headers.get('host');
}

/** True when the request's Origin names the host it was sent to (a same-origin browser call). */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  const host = requestHost(headers);
  if (!origin || origin === 'null' || !host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
