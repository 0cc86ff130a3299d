import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptHashSource } from '@/lib/security/csp';
import { createPagePolicies, prerenderedPages, prerenderedScriptSources } from '@/lib/security/page-policy';

let distDir: string;
const LAYOUT_SCRIPT = 'layout()';

beforeAll(() => {
  // A build as Next.js leaves it: the prerendered routes in prerender-manifest.json, each page's HTML under
  // server/app/<locale>/<path>.html.
  distDir = mkdtempSync(path.join(tmpdir(), 'dh-csp-'));
  const page = (html: string) => ({ routeType: 'page', html });
  const routes = {
    '/zh/pricing': page('<script>layout()</script><script>price()</script>'),
    '/zh/login': page('<script>login()</script>'),
    '/zh/mobile/index': page('<script>home()</script>'),
    '/zh/lost': page(''),
  };
  mkdirSync(path.join(distDir, 'server', 'app', 'zh', 'mobile'), { recursive: true });
  for (const [route, { html }] of Object.entries(routes)) {
    if (html) writeFileSync(path.join(distDir, 'server', 'app', `${route}.html`), html);
  }
  const manifestRoutes = { ...routes, '/og/zh.png': { routeType: 'route' } };
  writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ routes: manifestRoutes }));
});

const policies = (dev = false) =>
  createPagePolicies({ distDir, layoutScripts: [LAYOUT_SCRIPT], externalSources: [], dev });
const scriptSrc = (value: string) => /script-src ([^;]*)/.exec(value)?.[1]?.split(' ') ?? [];
const frameAncestors = (value: string) => /frame-ancestors ([^;]*)/.exec(value)?.[1];

describe('prerendered pages', () => {
  it('are the pages of the prerender manifest, by the path the proxy rewrites to', () => {
    expect([...prerenderedPages(distDir)].sort()).toEqual([
      '/zh/login',
      '/zh/lost',
      '/zh/mobile/index',
      '/zh/pricing',
    ]);
  });

  it('allow the inline scripts of their file', () => {
    expect(prerenderedScriptSources(distDir, '/zh/pricing')).toEqual([
      scriptHashSource('layout()'),
      scriptHashSource('price()'),
    ]);
    expect(prerenderedScriptSources(distDir, '/zh/lost')).toBeUndefined();
  });

  it('are none without a build', () => {
    expect(prerenderedPages(path.join(distDir, 'missing')).size).toBe(0);
  });
});

describe('page policies', () => {
  it('allow a static page exactly its own inline scripts, with no nonce: the file stays the same for everyone', () => {
    const pagePolicy = policies();
    const first = pagePolicy('/zh/pricing', '/pricing');
    expect(first.nonce).toBeUndefined();
    expect(scriptSrc(first.value)).toEqual([
      "'self'",
      scriptHashSource('layout()'),
      scriptHashSource('price()'),
    ]);
    expect(pagePolicy('/zh/pricing', '/pricing')).toEqual(first);
    expect(frameAncestors(first.value)).toBe("'self'");
    expect(scriptSrc(pagePolicy('/zh/mobile/index', '/mobile/index').value)).toContain(
      scriptHashSource('home()'),
    );
  });

  it('give a listed page without its file a nonce, as Next.js then renders it per request', () => {
    expect(policies()('/zh/lost', '/lost').nonce).toBeDefined();
  });

  it('keep static auth pages out of frames', () => {
    expect(frameAncestors(policies()('/zh/login', '/login').value)).toBe("'none'");
  });

  it('give pages rendered per request a fresh nonce with strict-dynamic and the layout scripts by hash', () => {
    const pagePolicy = policies();
    const first = pagePolicy('/zh/dashboard', '/dashboard');
    const second = pagePolicy('/zh/dashboard', '/dashboard');
    expect(first.nonce).toBeDefined();
    expect(second.nonce).not.toBe(first.nonce);
    expect(scriptSrc(first.value)).toEqual([
      "'self'",
      `'nonce-${first.nonce}'`,
      "'strict-dynamic'",
      scriptHashSource(LAYOUT_SCRIPT),
    ]);
    expect(frameAncestors(first.value)).toBe("'none'");
    expect(scriptSrc(first.value)).not.toContain("'wasm-unsafe-eval'");
  });

  it('let the runtime pages alone compile WebAssembly (the voice-activity detector)', () => {
    const pagePolicy = policies();
    expect(scriptSrc(pagePolicy('/zh/p/abc', '/p/abc').value)).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc(pagePolicy('/zh/mobile/preview/x', '/mobile/preview/x').value)).toContain(
      "'wasm-unsafe-eval'",
    );
    expect(scriptSrc(pagePolicy('/zh/pricing', '/pricing').value)).not.toContain("'wasm-unsafe-eval'");
    // The collection area's conversation page runs the runtime in its flow; its framing stays the console's.
    const talking = pagePolicy('/en/collection/conversation', '/collection/conversation').value;
    expect(scriptSrc(talking)).toContain("'wasm-unsafe-eval'");
    expect(frameAncestors(talking)).toBe("'none'");
    expect(scriptSrc(pagePolicy('/zh/collection/my', '/collection/my').value)).not.toContain(
      "'wasm-unsafe-eval'",
    );
  });

  it("let a runtime page be framed by its corporation's embed domains, and no other page by any", () => {
    const pagePolicy = policies();
    const origins = ['https://shop.example.com', 'http://embed.localhost:3203'];
    expect(frameAncestors(pagePolicy('/zh/p/abc', '/p/abc', origins).value)).toBe(
      "'self' https://shop.example.com http://embed.localhost:3203",
    );
    expect(frameAncestors(pagePolicy('/zh/p/abc', '/p/abc').value)).toBe("'self'");
    expect(frameAncestors(pagePolicy('/zh/dashboard', '/dashboard', origins).value)).toBe("'none'");
    expect(frameAncestors(pagePolicy('/zh/pricing', '/pricing', origins).value)).toBe("'self'");
    expect(frameAncestors(pagePolicy('/zh/login', '/login', origins).value)).toBe("'none'");
  });

  it('take only bare origins into frame-ancestors, whatever the database holds', () => {
    const value = policies()('/zh/p/abc', '/p/abc', [
      'https://ok.example.com',
      '*',
      "'unsafe-inline'",
      'https://a.example.com; script-src *',
      'https://b.example.com/path',
      'data:',
    ]).value;
    expect(frameAncestors(value)).toBe("'self' https://ok.example.com");
    expect(value.match(/script-src/g)).toHaveLength(1);
  });

  it('under `next dev` give every page a nonce and allow eval, whatever an older build left behind', () => {
    const policy = policies(true)('/zh/pricing', '/pricing');
    expect(policy.nonce).toBeDefined();
    expect(scriptSrc(policy.value)).toContain("'unsafe-eval'");
  });
});
