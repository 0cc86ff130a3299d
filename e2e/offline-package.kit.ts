import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Locator } from '@playwright/test';
import { readZip } from '@/tests/integration/offline/zip-reader';
import { regionChange } from './support/region-change';

// Steps of e2e/offline-package.spec.ts: the downloaded package unzipped and served from an origin of its own, the
// start time as the page sees it, and the mouth region's pixels.

/** Unzips the package into `into`: the folder it holds (its one top folder), as a customer's unzip would. */
export function unzipPackage(bytes: Uint8Array, into: string): string {
  const entries = readZip(bytes);
  const tops = new Set([...entries.keys()].map((name) => name.split('/')[0]!));
  expect(tops.size).toBe(1);
  for (const [name, content] of entries) {
    const file = path.join(into, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return path.join(into, [...tops][0]!);
}

/**
 * Notes when the app is ready (a button of its own on screen: activate, or start the conversation), so that the time
 * from the first paint to ready is read off the page's own clock.
 */
export async function watchReady(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as typeof window & { __dhReady?: number };
    const seen = () => {
      if (w.__dhReady === undefined && document.querySelector('#root button')) {
        w.__dhReady = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(seen);
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Milliseconds from navigation to the first paint and to ready, on the page's clock. */
export async function startTimes(page: import('@playwright/test').Page) {
  await expect.poll(() => page.evaluate(() => (window as { __dhReady?: number }).__dhReady)).toBeDefined();
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? null;
    const ready = (window as { __dhReady?: number }).__dhReady!;
    return {
      firstPaint: paint === null ? null : Math.round(paint),
      ready: Math.round(ready),
      appStarted: Number(document.documentElement.dataset.startedMs ?? NaN),
    };
  });
}

/** The mean absolute change of the mouth region's pixels between consecutive frames of the drawn character. */
export async function mouthChange(live: Locator, frames: number) {
  const mouth = (await live.locator('[data-part="mouth"]').first().boundingBox())!;
  // The closed mouth is a thin line: the region reaches as far as the open mouth does.
  const cx = mouth.x + mouth.width / 2;
  const cy = mouth.y + mouth.height / 2;
  const half = { x: Math.max(mouth.width, 24), y: Math.max(mouth.height * 2, 20) };
  const clip = { x: cx - half.x, y: cy - half.y, width: half.x * 2, height: half.y * 2 };
  return regionChange(live.page(), clip, frames);
}
