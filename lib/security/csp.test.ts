import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@/lib/config/public-config';
import {
  configuredSources,
  contentSecurityPolicy,
  inlineScriptSources,
  newNonce,
  nonceScriptSources,
  scriptHashSource,
} from '@/lib/security/csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A policy as a map of directive → sources. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('script hash sources', () => {
  it('hash the script text with SHA-256 as the browser does, line ends normalised', () => {
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHashSource('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'));
  });

  it('cover each inline script a page runs, once, and nothing the browser does not run', () => {
    const html = [
      '<html><head><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><script>self.__next_f.push([1,"a\\u003c/script>"])</script>',
      '<script id="x" type="text/javascript">one()</script><script type="module">two()</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
    ].join('\n');
    expect(inlineScriptSources(html)).toEqual([
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256('self.__next_f.push([1,"a\\u003c/script>"])'),
      sha256('one()'),
      sha256('two()'),
    ]);
  });
});

describe('the page policy', () => {
  const hashes = [sha256('a()'), sha256('b()')];

  it('is enforced on what a page may load: same origin only, no plugins, no base or form hijacking', () => {
    const policy = directives(contentSecurityPolicy({ scripts: hashes, frameAncestors: "'none'" }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('never lets inline scripts or eval run, except eval under `next dev`', () => {
    const production = directives(contentSecurityPolicy({ scripts: hashes, frameAncestors: "'self'" }));
    expect(production.get('script-src')).not.toContain("'unsafe-inline'");
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
    const dev = directives(contentSecurityPolicy({ scripts: hashes, frameAncestors: "'self'", dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });

  it('lets configured outside hosts serve images and media and answer calls', () => {
    const policy = directives(
      contentSecurityPolicy({
        scripts: [],
        frameAncestors: "'self'",
        externalSources: ['https://cdn.example.com'],
      }),
    );
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(policy.get(name)).toContain('https://cdn.example.com');
    }
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('on pages rendered per request: the nonce, strict-dynamic and the layout scripts by hash', () => {
    expect(nonceScriptSources('abc=', [sha256('layout()')])).toEqual([
      "'nonce-abc='",
      "'strict-dynamic'",
      sha256('layout()'),
    ]);
  });

  it('makes a new 128-bit nonce each time, in the form Next.js reads from the policy', () => {
    // More than one 4 KiB draw of entropy.
    const nonces = new Set(Array.from({ length: 600 }, newNonce));
    expect(nonces.size).toBe(600);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('configured sources', () => {
  it('are none by default: the API and files are on this origin', () => {
    expect(configuredSources(defaultPublicConfig)).toEqual([]);
  });

  it('name the origin of every absolute URL and the cloud-store hosts, once each', () => {
    const config = {
      ...defaultPublicConfig,
      serviceBaseUrl: 'https://api.example.com/v1',
      imageBaseUrl: 'https://cdn.example.com/img/',
      videoBaseUrl: 'https://cdn.example.com/video/',
      cdnBaseUrl: '//static.example.com/',
      cloudStoreHosts: ['bucket.oss.example.com'],
    };
    expect(configuredSources(config)).toEqual([
      'https://api.example.com',
      'https://cdn.example.com',
      'static.example.com',
      'bucket.oss.example.com',
    ]);
  });
});
