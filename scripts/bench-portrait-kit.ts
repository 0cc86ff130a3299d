// Used by `npm run bench:portrait`: bundles the portrait bench page with esbuild
// and serves it, the rig fixtures and their photos to a Playwright page from memory (page.route), no server needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';

export const BENCH_ORIGIN = 'http://portrait.bench';
const ROOT = path.resolve(__dirname, '..');
const FIXTURES = path.join(ROOT, 'tests/data/portraits');
export const FACES = ['sample1', 'sample3', 'sample5'] as const;

let bundle: Promise<string> | null = null;
/** The bench page's script, built once per process. */
export function benchBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(ROOT, 'scripts/bench-portrait-harness.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    alias: { '@': ROOT },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then((out) => out.outputFiles[0]!.text);
  return bundle;
}

export function rigOf(name: string) {
  const rig = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as { imageUrl: string };
  return { ...rig, imageUrl: `${BENCH_ORIGIN}/${rig.imageUrl}` };
}

/** Serves the bench page and the fixtures on BENCH_ORIGIN to `page`, and opens it. */
export async function openBench(page: Page) {
  const script = await benchBundle();
  await page.route(`${BENCH_ORIGIN}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '' || name === 'index.html')
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><body style="margin:0"><div id="root"></div><script src="/bench.js"></script></body></html>',
      });
    if (name === 'bench.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    if (/^[\w-]+\.jpg$/.test(name))
      return route.fulfill({
        contentType: 'image/jpeg',
        headers: { 'access-control-allow-origin': '*' },
        body: readFileSync(path.join(FIXTURES, name)),
      });
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${BENCH_ORIGIN}/`);
}

export interface StartOptions {
  face: string;
  schedule: number[] | null;
  forceCanvas?: boolean;
  ratio?: [number, number];
}

export async function startPortrait(
  page: Page,
  { face, schedule, forceCanvas = false, ratio }: StartOptions,
) {
  const viewport = page.viewportSize()!;
  await page.evaluate((options) => window.benchStart(options), {
    rig: rigOf(face) as never,
    schedule,
    forceCanvas,
    ratio: ratio ?? (viewport.width > viewport.height ? [16, 9] : [9, 16]),
  });
}

/** Mean absolute change per pixel channel (0–255) between two PNG screenshots of the same size. */
export function pixelChange(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a).data;
  const y = PNG.sync.read(b).data;
  let sum = 0;
  for (let i = 0; i < x.length; i += 4)
    sum += Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!);
  return sum / ((x.length / 4) * 3);
}

/**
 * The mouth region's change between screenshots `stepMs` apart over `ms`, each sample labelled with whether the
 * schedule was in speech at both its ends (null when a phase changed between them: a screenshot of a large page can
 * take longer than a step, and a sample across a change is neither).
 */
export async function mouthTrace(page: Page, ms: number, stepMs: number) {
  const clip = await page.evaluate(() => window.benchMouthBox());
  const samples: { speech: boolean | null; change: number }[] = [];
  let previous = await page.screenshot({ clip });
  let before = await page.evaluate(() => window.benchSpeechAt());
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await page.waitForTimeout(stepMs);
    const shot = await page.screenshot({ clip });
    const speech = await page.evaluate(() => window.benchSpeechAt());
    samples.push({ speech: speech === before ? speech : null, change: pixelChange(previous, shot) });
    previous = shot;
    before = speech;
  }
  return samples;
}
