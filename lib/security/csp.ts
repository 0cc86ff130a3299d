import { createHash, randomBytes } from 'node:crypto';
import type { PublicConfig } from '@/lib/config/public-config';

// Pure builders of the pages' Content-Security-Policy; lib/security/page-policy.ts picks the sources per page.

/** The CSP source allowing one inline script: its text hashed as the browser hashes it (after CRLF → LF). */
export function scriptHashSource(text: string): string {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64');
  return `'sha256-${digest}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]*)/i;
const CLASSIC_OR_MODULE = /^(text\/javascript|application\/javascript|module)?$/i;

/**
 * Hash sources for the inline scripts an HTML page runs, de-duplicated, in page order. Scripts with `src` are
 * allowed by `'self'`; data blocks such as JSON-LD are never run, so CSP does not apply to them.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    if (!CLASSIC_OR_MODULE.test(TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '')) continue;
    sources.add(scriptHashSource(body));
  }
  return [...sources];
}

let entropy = Buffer.alloc(0);
let used = 0;

/**
 * A fresh nonce: 128 random bits, base64 as CSP and Next.js expect it. The bits come from the system's CSPRNG 4 KiB
 * at a time, as Node's own randomUUID does: one call per 256 nonces instead of one per page request.
 */
export function newNonce(): string {
  if (used + 16 > entropy.length) {
    entropy = randomBytes(4096);
    used = 0;
  }
  used += 16;
  return entropy.toString('base64', used - 16, used);
}

/**
 * script-src sources of a page rendered per request. `'strict-dynamic'` lets the scripts Next.js marks with the
 * nonce load the chunks they need; the layout's own inline scripts carry no nonce (reading it would make every
 * page dynamic), so they are allowed by their hashes.
 */
export const nonceScriptSources = (nonce: string, layoutScriptSources: readonly string[]) => [
  `'nonce-${nonce}'`,
  "'strict-dynamic'",
  ...layoutScriptSources,
];

type AssetConfig = Pick<
  PublicConfig,
  | 'serviceBaseUrl'
  | 'imageBaseUrl'
  | 'videoBaseUrl'
  | 'fileBaseUrl'
  | 'cdnBaseUrl'
  | 'devStoreBaseUrl'
  | 'cloudStoreHosts'
>;

const ABSOLUTE = /^(https?:)?\/\//i;

/**
 * Hosts outside this site that the browser loads from or calls by the start-up configuration (/config.json): the
 * API when SERVICE_BASE_URL names another host, the CDN and object stores that images, audio and files come from.
 * By default all of them are relative paths on this origin and the list is empty.
 */
export function configuredSources(config: AssetConfig): string[] {
  const sources = new Set<string>();
  const urls = [
    config.serviceBaseUrl,
    config.imageBaseUrl,
    config.videoBaseUrl,
    config.fileBaseUrl,
    config.cdnBaseUrl,
    config.devStoreBaseUrl,
  ];
  for (const url of urls.filter((u) => ABSOLUTE.test(u))) {
    const parsed = new URL(url, 'https://placeholder.invalid');
    // A protocol-relative URL takes the page's scheme; a source without a scheme does too.
    sources.add(url.startsWith('//') ? parsed.host : parsed.origin);
  }
  for (const host of config.cloudStoreHosts) sources.add(host);
  return [...sources];
}

/** A bare origin (scheme, lower-case host, port): what an embed domain is stored as (features/deploy). */
const ORIGIN_SOURCE = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

/**
 * A runtime page's frame-ancestors: the site itself, then the embed origins of the page's corporation. Each is
 * checked again here, since it comes from the database into a header: nothing but a bare origin can widen the
 * policy (a `*`, a `'unsafe-…'` keyword) or end the directive (`;`, `,`).
 */
export function frameAncestorSources(base: string, embedOrigins: readonly string[]): string {
  const origins = embedOrigins.filter((origin) => ORIGIN_SOURCE.test(origin));
  return origins.length ? `${base} ${origins.join(' ')}` : base;
}

export interface PolicyOptions {
  /** script-src sources besides `'self'`: the page's inline-script hashes, or a nonce (nonceScriptSources). */
  scripts: readonly string[];
  /** Who may frame the page (security-headers.mjs FRAME_ANCESTORS). */
  frameAncestors: string;
  /** Other hosts that images, media and API calls may reach (configuredSources). */
  externalSources?: readonly string[];
  /** `next dev` only: React rebuilds server error stacks in the browser with eval. */
  dev?: boolean;
  /** The runtime pages compile WebAssembly (the voice-activity detector's onnxruntime); no other page may. */
  wasm?: boolean;
}

/**
 * A page's policy. Styles keep `'unsafe-inline'`: Mantine writes style attributes and a style tag, and static pages
 * cannot carry a nonce; a nonce in style-src would also switch `'unsafe-inline'` off on dynamic pages. Injected CSS
 * cannot run code. No `upgrade-insecure-requests`: a server reached over plain HTTP (INSECURE_COOKIES) would break,
 * and HSTS covers HTTPS sites.
 */
export function contentSecurityPolicy({
  scripts,
  frameAncestors,
  externalSources = [],
  dev = false,
  wasm = false,
}: PolicyOptions): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...scripts, ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...(dev ? ["'unsafe-eval'"] : [])],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Captcha images arrive as data: URLs; blob: for images and audio the browser makes itself.
    ['img-src', ["'self'", 'data:', 'blob:', ...externalSources]],
    ['media-src', ["'self'", 'blob:', ...externalSources]],
    ['connect-src', ["'self'", ...externalSources]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [frameAncestors]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
