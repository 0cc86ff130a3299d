import { isKnownPath, isMobilePath, isRuntimePath } from './paths';
import { desktopTwinOverrides, mobileOnlyPaths, mobileTwinOverrides } from './route-table';

const mobileOnly = new Set<string>(mobileOnlyPaths);

/** The /mobile page a handheld visitor gets for a desktop path, if there is one. */
export function mobileTwin(path: string): string | null {
  if (isMobilePath(path) || isRuntimePath(path)) return null;
  const override = mobileTwinOverrides[path];
  if (override) return override;
  const twin = `/mobile${path}`;
  return path !== '/' && isKnownPath(twin) ? twin : null;
}

/** The desktop page a desktop visitor gets for a /mobile path, if there is one. */
export function desktopTwin(path: string): string | null {
  if (!isMobilePath(path) || isRuntimePath(path) || mobileOnly.has(path)) return null;
  const override = desktopTwinOverrides[path];
  if (override) return override;
  const twin = path.slice('/mobile'.length) || '/';
  return twin !== '/' && isKnownPath(twin) ? twin : null;
}

/** routes.md "Device redirect": the path to send this device to, or null to stay. */
export function deviceRedirect(path: string, handheld: boolean): string | null {
  return handheld ? mobileTwin(path) : desktopTwin(path);
}
