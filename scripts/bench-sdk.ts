// `npm run bench:sdk`: what the embed SDK costs a customer's page. Serves the production build on a free port, and a
// host page twice from a port of its own — bare, and with the one-tag embed code — and loads each RUNS times in a
// fresh Chromium context (cold cache), then once more warm. Prints the script's size (raw, gzip, brotli, and as
// served), and per page: requests and bytes to the platform before the launcher is clicked, the load event, the
// launcher's appearance, and the main thread's script time. Options: --skip-build, --runs=N.
import { spawnSync } from 'node:child_process';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { embedSnippet } from '@/features/deploy/contract/embed-snippet';
import { SDK_SCRIPT } from '@/features/deploy/server/sdk/script.generated';
import { startBuiltServer } from './built-server.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 10);

function ensureBuild() {
  const script = "const { ensureBuild } = await import('./scripts/build.mjs'); ensureBuild();";
  const { status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  if (status !== 0) throw new Error('the build failed');
}

/** A plain product page, as a customer's might be: some text and a picture-free layout. */
const page = (
  snippet: string,
) => `<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>Shop</title>
<style>body{font:16px system-ui;margin:40px}</style></head><body><h1>Shop</h1>
${'<p>Our products, our prices, our opening hours.</p>'.repeat(20)}
${snippet}</body></html>`;

async function hostServer(snippet: string) {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page(request.url === '/sdk' ? snippet : ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** The script's bytes on the wire as the platform serves it to a browser that takes gzip and brotli. */
const servedSize = (url: string) =>
  new Promise<{ bytes: number; encoding: string }>((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
    }).on('error', reject),
  );

interface Load {
  /** Requests that went to the platform over the network (not from the browser's cache). */
  requests: number;
  bytes: number;
  loadMs: number;
  launcherMs: number | null;
  scriptMs: number;
}

async function load(context: BrowserContext, url: string, platform: string, withSdk: boolean): Promise<Load> {
  const tab = await context.newPage();
  // When the SDK put its launcher on the page, on the page's own clock.
  await tab.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('[data-digital-human]')) return;
      (window as unknown as { launcherAt: number }).launcherAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  const toPlatform = new Set<string>();
  const received = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (sent) => {
    if (sent.request.url.startsWith(platform)) toPlatform.add(sent.requestId);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => toPlatform.delete(requestId));
  // Bytes received over the network for the request, headers included.
  cdp.on('Network.loadingFinished', (done) => received.set(done.requestId, done.encodedDataLength));
  await tab.goto(url, { waitUntil: 'load' });
  let launcherMs: number | null = null;
  if (withSdk) {
    await tab.getByRole('button', { name: '与数字人对话' }).waitFor();
    launcherMs = await tab.evaluate(() => (window as unknown as { launcherAt: number }).launcherAt);
  }
  const loadMs = await tab.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return nav!.loadEventEnd;
  });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  // A request answered from the browser's cache receives nothing over the network.
  const sizes = [...toPlatform].map((id) => received.get(id) ?? 0).filter((bytes) => bytes > 0);
  await tab.close();
  return { requests: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), loadMs, launcherMs, scriptMs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main() {
  if (!args.includes('--skip-build')) ensureBuild();
  const platform = await startBuiltServer({ name: 'bench-sdk', env: { LOG_LEVEL: 'warn' } });
  // Nothing is asked of the platform before the launcher is clicked, so any appId shows the page's cost.
  const host = await hostServer(embedSnippet(platform.origin, 'app_bench'));
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const served = await servedSize(`${platform.origin}/sdk/v1/digital-human.js`);
    const raw = Buffer.byteLength(SDK_SCRIPT);
    console.log('\nThe embed SDK (/sdk/v1/digital-human.js)\n');
    console.table({
      raw: { bytes: raw },
      gzip: { bytes: gzipSync(SDK_SCRIPT, { level: 9 }).byteLength },
      brotli: { bytes: brotliCompressSync(SDK_SCRIPT).byteLength },
      [`as served (${served.encoding})`]: { bytes: served.bytes },
    });

    const rows: Record<string, Record<string, number | string>> = {};
    for (const [name, path, withSdk] of [
      ['bare page', '/bare', false],
      ['page + SDK tag', '/sdk', true],
    ] as const) {
      const cold: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext();
        cold.push(await load(context, host.origin + path, platform.origin, withSdk));
        if (i === RUNS - 1) {
          const warm = await load(context, host.origin + path, platform.origin, withSdk);
          rows[`${name}, warm cache`] = summary([warm]);
        }
        await context.close();
      }
      rows[`${name}, cold cache (median of ${RUNS})`] = summary(cold);
    }
    console.log('\nA host page before the launcher is clicked (requests and bytes: to the platform)\n');
    console.table(rows);
  } finally {
    await browser.close();
    host.close();
    platform.stop();
  }
}

function summary(loads: Load[]) {
  const launcher = loads.map((l) => l.launcherMs).filter((v): v is number => v !== null);
  return {
    requests: median(loads.map((l) => l.requests)),
    bytes: median(loads.map((l) => l.bytes)),
    'load event (ms)': Math.round(median(loads.map((l) => l.loadMs))),
    'launcher shown (ms)': launcher.length ? Math.round(median(launcher)) : '–',
    'script time (ms)': Math.round(median(loads.map((l) => l.scriptMs)) * 10) / 10,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
