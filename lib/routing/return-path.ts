import { devicePath } from './device-path.mjs';
import { authPaths } from './route-table';

const onBothDevices = (paths: readonly string[]) =>
  paths.flatMap((path) => [path, devicePath(path, 'phone')]);
const AUTH_PAGES = new Set(onBothDevices(authPaths));
const RESET_PAGES = new Set(onBothDevices(['/reset']));

export const RETURN_PATH_KEY = 'returnPath';

const pathOf = (fullPath: string) => fullPath.split(/[?#]/)[0] ?? fullPath;

export const isAuthPage = (fullPath: string) => AUTH_PAGES.has(pathOf(fullPath));

/**
 * Spec §2 "Return after login": leaving an ordinary page remembers it; leaving a reset page resets the memory
 * to the root; leaving login or register keeps what was remembered.
 */
export function nextReturnPath(leaving: string, remembered: string | null): string | null {
  if (RESET_PAGES.has(pathOf(leaving))) return '/';
  if (isAuthPage(leaving)) return remembered;
  return leaving;
}
