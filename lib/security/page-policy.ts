import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptSources,
  newNonce,
  nonceScriptSources,
  scriptHashSource,
} from './csp';
import { routeClassOf, type RouteClass } from './route-class';
import { FRAME_ANCESTORS } from './security-headers.mjs';

// Why two kinds of policy. A nonce must be new on every request, so Next.js can only put it on pages it renders
// per request (the console); a statically generated page is one file for everyone, and giving marketing pages a
// nonce would make them dynamic. Those pages instead allow exactly the inline scripts in their file, by hash:
// Next.js inlines the page's RSC payload as `self.__next_f.push(…)` scripts whose text differs per page and per
// build, so the hashes come from the built files. `experimental.sri` does not help here: it only adds `integrity`
// to `<script src>` tags, which `'self'` already allows. No `'strict-dynamic'` on static pages: it would ignore
// `'self'` and block those `<script src>` chunk tags, which carry no nonce.

/**
 * Inline-script hash sources of every statically generated page, by the path the proxy rewrites to
 * (`/zh/pricing`): Next.js writes each prerendered page to `<distDir>/server/app/<path>.html` and serves that file.
 */
export function prerenderedScriptSources(appDir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  let files: string[];
  try {
    files = readdirSync(/* turbopackIgnore: true */ appDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return pages; // no build (unit tests): every page gets a nonce
  }
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(/* turbopackIgnore: true */ path.join(appDir, file), 'utf8');
    pages.set(`/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`, inlineScriptSources(html));
  }
  return pages;
}

export interface PagePolicy {
  /** The Content-Security-Policy header value. */
  value: string;
  /** Set when the page renders per request: the proxy hands the policy to Next.js, which applies the nonce. */
  nonce?: string;
}

export interface PagePolicyOptions {
  /** `<distDir>/server/app`; read once, on the first page request. */
  appDir: string;
  /** Inline scripts of the root layout, which every page renders and Next.js does not give the nonce. */
  layoutScripts: readonly string[];
  externalSources: readonly string[];
  /** `next dev`: every page renders per request, and an older build's files must not count. */
  dev: boolean;
}

const NONCE_SLOT = '\u0000nonce\u0000';

/** The policy of each page request: a Map lookup for a static page, a nonce and one string join otherwise. */
export function createPagePolicies({ appDir, layoutScripts, externalSources, dev }: PagePolicyOptions) {
  let prerendered: Map<string, string[]> | undefined;
  const staticPolicies = new Map<string, string>();
  const policy = (scripts: readonly string[], routeClass: RouteClass) =>
    contentSecurityPolicy({ scripts, frameAncestors: FRAME_ANCESTORS[routeClass], externalSources, dev });
  const layoutSources = layoutScripts.map(scriptHashSource);
  const nonceTemplates = new Map<RouteClass, string[]>();

  /** `renderedPath` is where the proxy rewrites to (`/zh/dashboard`), `pagePath` the same without the locale. */
  return function pagePolicy(renderedPath: string, pagePath: string): PagePolicy {
    prerendered ??= dev ? new Map() : prerenderedScriptSources(appDir);
    const hashes = prerendered.get(renderedPath);
    if (hashes) {
      let value = staticPolicies.get(renderedPath);
      if (value === undefined) {
        value = policy(hashes, routeClassOf(pagePath));
        staticPolicies.set(renderedPath, value);
      }
      return { value };
    }
    const routeClass = routeClassOf(pagePath);
    let template = nonceTemplates.get(routeClass);
    if (!template) {
      template = policy(nonceScriptSources(NONCE_SLOT, layoutSources), routeClass).split(NONCE_SLOT);
      nonceTemplates.set(routeClass, template);
    }
    const nonce = newNonce();
    return { value: template.join(nonce), nonce };
  };
}
