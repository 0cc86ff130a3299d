import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  frameAncestorSources,
  inlineScriptSources,
  newNonce,
  nonceScriptSources,
  scriptHashSource,
} from './csp';
import { routeClassOf, type RouteClass } from './route-class';
import { FRAME_ANCESTORS, TALKING_PAGES } from './security-headers.mjs';

// Why two kinds of policy. A nonce must be new on every request, so Next.js can only put it on pages it renders
// per request (the console); a statically generated page is one file for everyone, and a nonce would make the
// marketing and auth pages dynamic. Those pages instead allow exactly the inline scripts of their file, by hash. A
// built page has about five: the layout's colour-scheme and banner scripts, Turbopack's bootstrap and the
// `self.__next_f.push(…)` scripts carrying the page's RSC payload, whose text differs per page and per build — so
// the hashes come from the built files, and the policy never needs `'unsafe-inline'`. `experimental.sri` does not
// solve this: it only adds `integrity` to `<script src>` tags (which `'self'` allows anyway) and leaves the inline
// scripts as they are. No `'strict-dynamic'` on static pages: it would ignore `'self'` and block the `<script src>`
// chunk tags, which carry no nonce there.

/**
 * The pages a build generated statically, by the path the proxy rewrites to (`/zh/pricing`): the routes of
 * `<distDir>/prerender-manifest.json`. None without a build (unit tests), so every page then gets a nonce.
 */
export function prerenderedPages(distDir: string): Set<string> {
  try {
    const manifest = JSON.parse(
      readFileSync(/* turbopackIgnore: true */ path.join(distDir, 'prerender-manifest.json'), 'utf8'),
    ) as { routes?: Record<string, { routeType?: string }> };
    const routes = Object.entries(manifest.routes ?? {});
    return new Set(
      routes.filter(([, route]) => route.routeType !== 'route').map(([renderedPath]) => renderedPath),
    );
  } catch {
    return new Set();
  }
}

/**
 * Hash sources of a prerendered page's inline scripts, read from the file Next.js serves for it,
 * `<distDir>/server/app/<path>.html`. Pages that revalidate (ISR) would need their hashes read again: none does.
 */
export function prerenderedScriptSources(distDir: string, renderedPath: string): string[] | undefined {
  const file = path.join(distDir, 'server', 'app', `${renderedPath === '/' ? '/index' : renderedPath}.html`);
  try {
    return inlineScriptSources(readFileSync(/* turbopackIgnore: true */ file, 'utf8'));
  } catch {
    return undefined;
  }
}

export interface PagePolicy {
  /** The Content-Security-Policy header value. */
  value: string;
  /** Set when the page renders per request: the proxy hands the policy to Next.js, which applies the nonce. */
  nonce?: string;
}

export interface PagePolicyOptions {
  /** The build folder: its page list is read on the first page request, a page's file on the page's first. */
  distDir: string;
  /** Inline scripts of the root layout, which every page renders and Next.js does not give the nonce. */
  layoutScripts: readonly string[];
  externalSources: readonly string[];
  /** `next dev`: every page renders per request, and an older build's files must not count. */
  dev: boolean;
}

const NONCE_SLOT = '\u0000nonce\u0000';
/** Who may frame a page is known per request (a runtime page's corporation): policies are kept with this slot. */
const FRAME_SLOT = '\u0000frame\u0000';

/** The policy of each page request: a Map lookup for a static page, a nonce and one string join otherwise. */
export function createPagePolicies({ distDir, layoutScripts, externalSources, dev }: PagePolicyOptions) {
  let prerendered: Set<string> | undefined;
  const staticPolicies = new Map<string, string>();
  const nonceTemplates = new Map<string, string[]>();
  const layoutSources = layoutScripts.map(scriptHashSource);
  const policy = (scripts: readonly string[], wasm: boolean) =>
    contentSecurityPolicy({ scripts, frameAncestors: FRAME_SLOT, externalSources, dev, wasm });
  /** The runtime compiles its voice-activity detector: on runtime pages and the console pages that talk. */
  const compilesWasm = (routeClass: RouteClass, pagePath: string) =>
    routeClass === 'runtime' || TALKING_PAGES.includes(pagePath);

  /** Static pages are never runtime pages (those read their session per request): their framing is fixed. */
  function staticPolicy(renderedPath: string, pagePath: string): string | undefined {
    prerendered ??= dev ? new Set() : prerenderedPages(distDir);
    if (!prerendered.has(renderedPath)) return undefined;
    let value = staticPolicies.get(renderedPath);
    if (value === undefined) {
      const hashes = prerenderedScriptSources(distDir, renderedPath);
      if (!hashes) {
        prerendered.delete(renderedPath); // no file after all: Next.js renders the page per request
        return undefined;
      }
      const routeClass = routeClassOf(pagePath);
      value = policy(hashes, compilesWasm(routeClass, pagePath)).replace(
        FRAME_SLOT,
        () => FRAME_ANCESTORS[routeClass],
      );
      staticPolicies.set(renderedPath, value);
    }
    return value;
  }

  function nonceTemplate(wasm: boolean): string[] {
    const key = String(wasm);
    let template = nonceTemplates.get(key);
    if (!template) {
      template = policy(nonceScriptSources(NONCE_SLOT, layoutSources), wasm).split(NONCE_SLOT);
      nonceTemplates.set(key, template);
    }
    return template;
  }

  /**
   * `renderedPath` is where the proxy rewrites to (`/zh/dashboard`), `pagePath` the same without the locale.
   * `embedOrigins`: the sites the corporation of a runtime page lets frame it (ignored on any other page).
   */
  return function pagePolicy(
    renderedPath: string,
    pagePath: string,
    embedOrigins: readonly string[] = [],
  ): PagePolicy {
    const value = staticPolicy(renderedPath, pagePath);
    if (value !== undefined) return { value };
    const routeClass = routeClassOf(pagePath);
    const base = FRAME_ANCESTORS[routeClass];
    const ancestors = routeClass === 'runtime' ? frameAncestorSources(base, embedOrigins) : base;
    const nonce = newNonce();
    return {
      value: nonceTemplate(compilesWasm(routeClass, pagePath))
        .join(nonce)
        .replace(FRAME_SLOT, () => ancestors),
      nonce,
    };
  };
}
