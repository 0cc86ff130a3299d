import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptHashSource } from '@/lib/security/csp';
import { createPagePolicies, prerenderedScriptSources } from '@/lib/security/page-policy';

let appDir: string;
const LAYOUT_SCRIPT = 'layout()';

beforeAll(() => {
  // A build's prerendered pages as Next.js writes them: <distDir>/server/app/<locale>/<path>.html.
  appDir = mkdtempSync(path.join(tmpdir(), 'dh-csp-'));
  mkdirSync(path.join(appDir, 'zh', 'mobile'), { recursive: true });
  writeFileSync(path.join(appDir, 'zh', 'pricing.html'), '<script>layout()</script><script>price()</script>');
  writeFileSync(path.join(appDir, 'zh', 'login.html'), '<script>login()</script>');
  writeFileSync(path.join(appDir, 'zh', 'mobile', 'index.html'), '<script>home()</script>');
  writeFileSync(path.join(appDir, 'zh', 'pricing.rsc'), 'not a page');
});

const policies = (dev = false) =>
  createPagePolicies({ appDir, layoutScripts: [LAYOUT_SCRIPT], externalSources: [], dev });
const scriptSrc = (value: string) => /script-src ([^;]*)/.exec(value)?.[1]?.split(' ') ?? [];
const frameAncestors = (value: string) => /frame-ancestors ([^;]*)/.exec(value)?.[1];

describe('prerendered pages', () => {
  it('are found by the path the proxy rewrites to, with their inline scripts', () => {
    const pages = prerenderedScriptSources(appDir);
    expect([...pages.keys()].sort()).toEqual(['/zh/login', '/zh/mobile/index', '/zh/pricing']);
    expect(pages.get('/zh/pricing')).toEqual([scriptHashSource('layout()'), scriptHashSource('price()')]);
  });

  it('are none without a build', () => {
    expect(prerenderedScriptSources(path.join(appDir, 'missing')).size).toBe(0);
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
  });

  it('under `next dev` give every page a nonce and allow eval, whatever an older build left behind', () => {
    const policy = policies(true)('/zh/pricing', '/pricing');
    expect(policy.nonce).toBeDefined();
    expect(scriptSrc(policy.value)).toContain("'unsafe-eval'");
  });
});
