import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { serverConfig } from '@/lib/config/server-config';

/**
 * The Android package's link, or null when there is nothing to download: an empty `androidAppUrl`, or a
 * site-relative path with no file under public/. Pages then offer the package on request instead of a dead link.
 */
export function androidAppHref(configured = serverConfig().androidAppUrl): string | null {
  const url = configured.trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  // Only read while pages are prerendered; nothing under public/ needs tracing into the server bundle.
  const file = path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    'public',
    decodeURIComponent(url.split(/[?#]/)[0] ?? ''),
  );
  return existsSync(file) ? url : null;
}

/** The download URL as an inline SVG QR code, made while the page is built. */
export function qrCodeSvg(absoluteUrl: string): Promise<string> {
  return QRCode.toString(absoluteUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
