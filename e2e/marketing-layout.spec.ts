import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { heroSpacing, HERO_PAGES } from './support/hero-spacing';
import { EN, ZH } from './support/hosts';

// How marketing pages are laid out on a desktop, in both languages.

const SITES = [
  [ZH, 'zh'],
  [EN, 'en'],
] as const;

for (const [host, locale] of SITES) {
  test(`/subscriptions points to the plans on /pricing instead of repeating them on ${host}`, async ({
    page,
  }) => {
    await page.goto(`${host}/subscriptions`);
    await expect(page.locator('[data-plan]')).toHaveCount(0);
    const plans = page.locator('#plans');
    await plans.getByRole('link', { name: catalogues[locale].Subscriptions.plansLink }).click();
    await expect(page).toHaveURL(`${host}/pricing`);
    await expect(page.locator('[data-plan]')).toHaveCount(4);
  });
}

test('the contact form draws its selects like its inputs', async ({ page }) => {
  await page.goto('/contactUs');
  const look = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        appearance: style.appearance,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        radius: style.borderTopLeftRadius,
        background: style.backgroundColor,
        font: `${style.fontSize} ${style.fontFamily}`,
        paddingLeft: style.paddingLeft,
      };
    });
  const input = await look('input[name="position"]');
  for (const name of ['industry', 'product']) {
    // `appearance: none` drops the browser's own box (its taller height, its text indent and its arrow).
    expect(await look(`select[name="${name}"]`), name).toEqual({ ...input, appearance: 'none' });
  }
});

for (const [host] of SITES) {
  for (const width of [1280, 1024]) {
    test(`the plan cards line up row by row at ${width} px on ${host}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${host}/pricing`);
      // Per card: its top, then the top of each part (name, summary, label, includes, price, action).
      const cards = await page.locator('[data-plan]').evaluateAll((elements) =>
        elements.map((card) => ({
          top: Math.round(card.getBoundingClientRect().top),
          height: Math.round(card.getBoundingClientRect().height),
          parts: [...card.children].map((part) => Math.round(part.getBoundingClientRect().top)),
        })),
      );
      expect(cards).toHaveLength(4);
      const rows = new Map<number, typeof cards>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      // Never three beside a lone fourth.
      expect([...rows.values()].map((row) => row.length)).toEqual(width >= 1152 ? [4] : [2, 2]);
      for (const row of rows.values()) {
        for (const card of row) {
          expect(card.height).toBe(row[0]!.height);
          expect(card.parts).toEqual(row[0]!.parts);
        }
      }
    });
  }
}

for (const [host] of SITES) {
  test(`every marketing hero keeps the same space around it on ${host}`, async ({ page }) => {
    for (const path of [...HERO_PAGES, '/news/new-web-console']) {
      await page.goto(`${host}${path}`);
      const spacing = await heroSpacing(page);
      // 3rem from the hero to the content; a plain hero's h1 starts 3.5rem down, as the band's text does.
      expect.soft(spacing.gap, `${path}: hero to content`).toBe(48);
      if (spacing.plain) expect.soft(spacing.h1, `${path}: header to h1`).toBe(56);
    }
  });
}
