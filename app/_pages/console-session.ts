import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getWebSessionUser } from '@/features/accounts/server/web-session-user';
import { corporationUsage } from '@/app/_compose/plans-ports';
import { webSessionEndLocation } from '@/features/console-shell/web-session-end';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';

/**
 * The console layouts' session check. The proxy's cookie check is only optimistic: here the token itself is
 * verified against the database, so a stale, revoked or forged session never renders a console page. A visitor
 * without a live session goes to the device's login page, which returns them to the path they asked for (the
 * proxy's rewrite hides it and passes it on in `x-dh-path`).
 */
export async function verifiedConsoleSession(device: Device) {
  const session = await getWebSessionUser(corporationUsage);
  if (!('error' in session)) return session;
  const path = safeRedirectPath((await headers()).get('x-dh-path')) ?? devicePath('/dashboard', device);
  redirect(webSessionEndLocation(session.error, path, device));
}
