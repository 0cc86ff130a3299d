import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

export type WebSessionProblem = 'none' | 'expired' | 'elsewhere';

/**
 * Where a console page sends a visitor whose session the server refused: through the route that clears the
 * stale cookie, to the device's login page, which says why and returns to `path` after login.
 */
export function webSessionEndLocation(problem: WebSessionProblem, path: string, device: Device): string {
  const params = new URLSearchParams({ redirect: path });
  if (problem !== 'none') params.set('reason', problem);
  const login = `${devicePath('/login', device)}?${params}`;
  return `/api/web-session/end?next=${encodeURIComponent(login)}`;
}
