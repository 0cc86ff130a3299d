import { expect, test } from '@playwright/test';
import { heroSpacing, HERO_PAGES } from './support/hero-spacing';
import { EN, ZH } from './support/hosts';

// Runs in the phone project: the /mobile marketing pages.

for (const host of [ZH, EN]) {
  test(`every mobile marketing hero keeps the same space around it on ${host}`, async ({ page }) => {
    for (const path of [...HERO_PAGES, '/index', '/news/new-web-console']) {
      await page.goto(`${host}/mobile${path}`);
      const spacing = await heroSpacing(page);
      // 2rem from the hero to the content; a plain hero's h1 starts 2rem down, as the band's text does.
      expect.soft(spacing.gap, `${path}: hero to content`).toBe(32);
      if (spacing.plain) expect.soft(spacing.h1, `${path}: header to h1`).toBe(32);
    }
  });
}
