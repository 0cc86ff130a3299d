import { devicePath, isMobilePath } from './device-path.mjs';
import { isKnownPath, isRuntimePath } from './paths';
import { mobileOnlyPaths } from './route-table';

const mobileOnly = new Set<string>(mobileOnlyPaths);

/** The /mobile page a handheld visitor gets for a desktop path, if there is one. */
export function mobileTwin(path: string): string | null {
  if (isMobilePath(path) || isRuntimePath(path) || path === '/') return null;
  const twin = devicePath(path, 'phone');
  return isKnownPath(twin) ? twin : null;
}

/** The desktop page a desktop visitor gets for a /mobile path, if there is one. */
export function desktopTwin(path: string): string | null {
  if (!isMobilePath(path) || isRuntimePath(path) || mobileOnly.has(path)) return null;
  const twin = devicePath(path, 'desktop');
  return twin !== '/' && isKnownPath(twin) ? twin : null;
}

/** routes.md "Device redirect": the path to send this device to, or null to stay. */
export function deviceRedirect(path: string, handheld: boolean): string | null {
  return handheld ? mobileTwin(path) : desktopTwin(path);
}
