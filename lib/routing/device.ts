/** The two layouts a page renders in: the desktop site and its /mobile twin (devicePath names the twin's path). */
export type Device = 'desktop' | 'phone';

/** What a user agent says it is; a tablet gets either layout, by the way it is held. */
export type DeviceClass = Device | 'tablet';

const TABLET = /iPad|Tablet|(Android(?!.*Mobile))/i;
const PHONE = /iPhone|iPod|Android|iOS|Mobile|Windows Phone/i;

/** Spec §2: Android, iPhone, iOS and iPad user agents are handheld; everything else is a desktop. */
export function deviceFromUserAgent(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  return 'desktop';
}

/**
 * Tablets follow the layout they last chose by orientation (the view cookie); phones always get /mobile. iPadOS
 * sends a desktop Mac user agent, so a "desktop" with the cookie set to `mobile` is such an iPad turned to
 * portrait: only the tablet rotation script sets that cookie, never a desktop.
 */
export function wantsMobileLayout(device: DeviceClass, viewCookie: string | undefined): boolean {
  if (device === 'phone') return true;
  if (device === 'tablet') return viewCookie !== 'desktop';
  return viewCookie === 'mobile';
}
