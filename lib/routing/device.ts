export type Device = 'phone' | 'tablet' | 'desktop';

const TABLET = /iPad|Tablet|(Android(?!.*Mobile))/i;
const PHONE = /iPhone|iPod|Android|iOS|Mobile|Windows Phone/i;

/** Spec §2: Android, iPhone, iOS and iPad user agents are handheld; everything else is a desktop. */
export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
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
export function wantsMobileLayout(device: Device, viewCookie: string | undefined): boolean {
  if (device === 'phone') return true;
  if (device === 'tablet') return viewCookie !== 'desktop';
  return viewCookie === 'mobile';
}
