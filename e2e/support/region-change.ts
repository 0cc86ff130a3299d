import type { Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * The mean absolute grey-level change of a region's pixels between consecutive screenshots (0–255): how much a
 * character's mouth moves. The journeys compare speech against silence with it, never against a fixed figure alone.
 */
export async function regionChange(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  frames: number,
) {
  let previous: Buffer | null = null;
  const changes: number[] = [];
  for (let i = 0; i < frames; i++) {
    const shot = await page.screenshot({ clip, animations: 'allow' });
    const { data } = await sharp(shot).greyscale().raw().toBuffer({ resolveWithObject: true });
    if (previous && previous.length === data.length) {
      let sum = 0;
      for (let p = 0; p < data.length; p++) sum += Math.abs(data[p]! - previous[p]!);
      changes.push(sum / data.length);
    }
    previous = data;
  }
  return changes.reduce((a, b) => a + b, 0) / changes.length;
}
