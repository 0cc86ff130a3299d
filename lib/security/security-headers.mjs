// Plain JavaScript so next.config.mjs can import it. The headers every response gets, and the per route class
// values that the proxy's Content-Security-Policy (lib/security/page-policy.ts) reads.
import { runtimePatterns } from '../routing/route-data.mjs';

/**
 * Who may frame a page, per route class (the proxy classifies pages with lib/security/route-class.ts). Console and
 * auth pages are never framed (clickjacking of a login or of account actions). Runtime pages are embedded in
 * customers' sites: the proxy adds the embed domains of the page's corporation after `'self'`, per request. No page
 * sends X-Frame-Options: it cannot list several sites, and it would contradict frame-ancestors on runtime pages.
 */
export const FRAME_ANCESTORS = {
  marketing: "'self'",
  auth: "'none'",
  console: "'none'",
  runtime: "'self'",
};

/** API answers are data, never documents: nothing may load from them, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Powerful features no page uses. Only names Chromium knows: it logs an error for every unknown one. The runtime
 * pages talk, so they get the microphone for their own origin; an embedding site still has to delegate it with
 * `<iframe allow="microphone">`.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** A Permissions-Policy value denying every feature above except those given an allowlist. */
export function permissionsPolicy(allowed = {}) {
  return DENIED_FEATURES.map((feature) => `${feature}=${allowed[feature] ?? '()'}`).join(', ');
}

export const PERMISSIONS_POLICY = permissionsPolicy();
export const RUNTIME_PERMISSIONS_POLICY = permissionsPolicy({ microphone: '(self)' });

/** The portrait capture takes a photo with the camera (issue 24 §1): its page, and only it, may ask for the camera. */
export const CAPTURE_PAGES = ['/collection/my'];
export const CAPTURE_PERMISSIONS_POLICY = permissionsPolicy({ camera: '(self)' });

/**
 * Marketing pages that frame the runtime (the "talk to it" demo). A frame can only be given the microphone when its
 * parent page has it, so these pages get the runtime's policy; they use no microphone themselves.
 */
export const RUNTIME_FRAMING_PAGES = [
  '/real-time-interaction',
  '/mobile/real-time-interaction',
  '/mobile/index',
];

/**
 * Pages of the console that run the conversation runtime in their own flow (not a runtime page, so framed by no one):
 * they talk, so they get the runtime's microphone and may compile its voice-activity detector's WebAssembly.
 */
export const TALKING_PAGES = ['/collection/conversation'];

/**
 * Two years, subdomains included (the English site usually is one). No `preload`: that list is a commitment the
 * operator makes for the domain, not the app.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Entries for next.config's `headers()`: every response (pages, API, files, Next's assets) gets nosniff, the
 * referrer policy and the permissions policy; production builds add HSTS (browsers ignore it over plain HTTP, and
 * on a development machine it would pin localhost to HTTPS). Where several entries set one header, the later entry
 * wins, so the runtime pages' permissions come after the general ones. Pages get their Content-Security-Policy from
 * the proxy, which knows each page's inline scripts or makes its nonce; API answers get theirs here.
 */
export function securityHeaders({ production }) {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        ...(production ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
      ],
    },
    // The conversation runtime pages (`:x` is a named segment to next.config as well) and the pages that frame one.
    ...[...runtimePatterns, ...RUNTIME_FRAMING_PAGES, ...TALKING_PAGES].map((source) => ({
      source,
      headers: [{ key: 'Permissions-Policy', value: RUNTIME_PERMISSIONS_POLICY }],
    })),
    ...CAPTURE_PAGES.map((source) => ({
      source,
      headers: [{ key: 'Permissions-Policy', value: CAPTURE_PERMISSIONS_POLICY }],
    })),
    {
      source: '/api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
    },
  ];
}
