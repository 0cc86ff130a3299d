'use client';

import { withBasePath } from '@/lib/config/base-path';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { RETURN_PATH_KEY, isAuthPage } from '@/lib/routing/return-path';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';

function rememberedPath(): string | null {
  try {
    return safeRedirectPath(sessionStorage.getItem(RETURN_PATH_KEY));
  } catch {
    return null;
  }
}

/**
 * Where a fresh login leads (spec §2 "Return after login"): the `redirect` query target when it is on this site,
 * else the remembered path, else the console home of the device.
 */
export function loginDestination(search: string, device: Device): string {
  const candidates = [safeRedirectPath(new URLSearchParams(search).get('redirect')), rememberedPath()];
  const target = candidates.find((path): path is string => !!path && !isAuthPage(path));
  return target ?? devicePath('/dashboard', device);
}

/** A full page load, so the server-side console layout sees the new session cookie. */
export function goAfterLogin(device: Device) {
  window.location.assign(withBasePath(loginDestination(window.location.search, device)));
}
