// `npm run bench:portrait`: frame rate of the talking portrait (WebGL and canvas 2D) at 1366×768 and 390×844 in
// Chromium, beside an empty page and a bare full-frame WebGL quad; the mouth's pixel change against a
// speech/silence/speech envelope; and screenshots of the three fixture faces at rest and speaking into
// perf-report/portraits/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { FACES, mouthTrace, openBench, rigOf, startPortrait } from './bench-portrait-kit';

const OUT = path.resolve(__dirname, '../perf-report/portraits');
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--autoplay-policy=no-user-gesture-required',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--ignore-gpu-blocklist',
    ],
  });
  for (const viewport of VIEWPORTS) {
    // The machine's own ceiling: the same page with nothing drawn.
    const empty = await browser.newPage({ viewport });
    await openBench(empty);
    console.log(
      `${viewport.name} empty page: ${(await empty.evaluate(() => window.benchFrames(3000))).toFixed(1)} fps`,
    );
    await empty.close();
    // Beside it, the floor of any full-frame WebGL animation here: one textured quad redrawn each frame.
    const quad = await browser.newPage({ viewport });
    await openBench(quad);
    await quad.evaluate((url) => window.benchQuad(url), rigOf('sample1').imageUrl);
    await quad.evaluate(() => window.benchFrames(1000));
    console.log(
      `${viewport.name} bare WebGL quad: ${(await quad.evaluate(() => window.benchFrames(5000))).toFixed(1)} fps`,
    );
    await quad.close();
    for (const forceCanvas of [false, true]) {
      const page = await browser.newPage({ viewport });
      await openBench(page);
      await startPortrait(page, { face: 'sample1', schedule: [600], forceCanvas });
      const renderer = await page.getAttribute('[data-renderer]', 'data-renderer');
      await page.evaluate(() => window.benchFrames(1000));
      const fps = await page.evaluate(() => window.benchFrames(5000));
      console.log(`${viewport.name} ${viewport.width}x${viewport.height} ${renderer}: ${fps.toFixed(1)} fps`);
      await page.close();
    }
    // Without idle drift and breathing (prefers-reduced-motion), so that only the lips can change the mouth's pixels.
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
    await openBench(page);
    await startPortrait(page, { face: 'sample3', schedule: [3, 3, 3] });
    const trace = await mouthTrace(page, 8600, 150);
    const mean = (speech: boolean) => {
      const xs = trace
        .filter((s) => s.speech === speech)
        .slice(speech ? 0 : 3)
        .map((s) => s.change);
      return `${(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(2)} (${xs.length} samples)`;
    };
    console.log(`${viewport.name} mouth change: speech ${mean(true)}, silence ${mean(false)}`);
    await page.close();
  }
  for (const face of FACES)
    for (const viewport of VIEWPORTS) {
      const page = await browser.newPage({
        viewport: { width: viewport.width / 2, height: viewport.height / 2 },
      });
      await openBench(page);
      await startPortrait(page, { face, schedule: null });
      await page.waitForSelector('[data-mouth="closed"]');
      await page.screenshot({ path: path.join(OUT, `${face}-${viewport.name}-rest.png`) });
      await page.close();
      const talking = await browser.newPage({
        viewport: { width: viewport.width / 2, height: viewport.height / 2 },
      });
      await openBench(talking);
      await startPortrait(talking, { face, schedule: [600] });
      await talking.waitForFunction(
        () => Number(document.querySelector<HTMLElement>('[data-mouth-open]')?.dataset.mouthOpen) > 0.6,
      );
      await talking.screenshot({ path: path.join(OUT, `${face}-${viewport.name}-speaking.png`) });
      await talking.close();
    }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
