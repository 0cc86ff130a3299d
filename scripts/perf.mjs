// `npm run perf`: builds, serves the build on a free port with a throw-away DATA_DIR, then prints per marketing
// page (news articles included) the JS and CSS a browser downloads for it, gzipped as served (perf-weights.mjs says
// exactly what counts), and the Lighthouse mobile performance score (median of three runs) of the home, pricing
// and contact pages. Options: --skip-build (reuse the current build), --runs=N (Lighthouse runs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from './chromium.mjs';
import { loadMarketingPages } from './perf-pages.mjs';
import { measurePageWeights } from './perf-weights.mjs';
import { ensureBuild } from './build.mjs';
import { startBuiltServer } from './built-server.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const LIGHTHOUSE_PAGES = ['/mobile/index', '/mobile/pricing', '/mobile/contactUs'];
/** Lighthouse audits kept per run in the JSON report (milliseconds; CLS × 1000). */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
  clsX1000: 'cumulative-layout-shift',
};

const chromePath = findChromium();
if (!chromePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
if (!args.includes('--skip-build')) ensureBuild();

const { origin, stop: stopServer } = await startBuiltServer({ name: 'perf' });

try {
  const weights = await measurePageWeights(origin, await loadMarketingPages(), chromePath);
  const scores = [];
  for (const pagePath of LIGHTHOUSE_PAGES) scores.push(await lighthouseScore(pagePath));
  report(weights, scores);
} finally {
  stopServer();
}

async function lighthouseScore(pagePath) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const flags = ['--headless=new', ...CHROMIUM_ARGS.filter((f) => f !== '--disable-dev-shm-usage')];
  const values = [];
  const metrics = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
    try {
      const result = await lighthouse(origin + pagePath, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      values.push(Math.round((lhr?.categories.performance.score ?? 0) * 100));
      metrics.push(
        Object.fromEntries(
          Object.entries(METRICS).map(([name, audit]) => {
            const value = lhr?.audits[audit]?.numericValue ?? 0;
            return [name, Math.round(name === 'clsX1000' ? value * 1000 : value)];
          }),
        ),
      );
    } finally {
      await chrome.kill();
    }
  }
  const sorted = [...values].sort((a, b) => a - b);
  return { path: pagePath, runs: values, median: sorted[Math.floor(sorted.length / 2)], metrics };
}

function report(weights, scores) {
  console.log('\nJS and CSS each marketing page downloads, KB on the wire (gzip)\n');
  console.table(
    weights.map((w) => ({
      page: w.path,
      status: w.status,
      'JS KB': w.jsKb,
      'JS KB after load': w.jsAfterLoadKb,
      'CSS KB': w.cssKb,
      'HTML KB': w.htmlKb,
    })),
  );
  console.log(`\nLighthouse mobile performance (median of ${runs})\n`);
  console.table(
    scores.map((s) => ({
      page: s.path,
      median: s.median,
      runs: s.runs.join(' / '),
      'LCP ms': s.metrics.map((m) => m.lcpMs).join(' / '),
      'TBT ms': s.metrics.map((m) => m.tbtMs).join(' / '),
    })),
  );
  mkdirSync('perf-report', { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
  const json = JSON.stringify(
    { measuredAt: new Date().toISOString(), origin, weights, lighthouse: scores },
    null,
    2,
  );
  writeFileSync(path.join('perf-report', `perf-${stamp}.json`), json);
  writeFileSync(path.join('perf-report', 'latest.json'), json);
  console.log(`\nWritten to perf-report/perf-${stamp}.json and perf-report/latest.json`);
}
