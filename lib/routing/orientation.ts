import { desktopTwin, mobileTwin } from './device-redirect';

export const ORIENTATION_SWITCH_DELAY_MS = 500;
/** Remembers which layout a tablet asked for, so the proxy does not send a landscape tablet back to /mobile. */
export const VIEW_COOKIE = 'dh_view';

export type OrientationAction = { kind: 'navigate'; to: string } | { kind: 'reload' };

/** routes.md: turning a tablet switches between the mobile and desktop path, or reloads where it does not change. */
export function orientationAction(path: string, search: string, portrait: boolean): OrientationAction {
  const twin = portrait ? mobileTwin(path) : desktopTwin(path);
  return twin ? { kind: 'navigate', to: twin + search } : { kind: 'reload' };
}
