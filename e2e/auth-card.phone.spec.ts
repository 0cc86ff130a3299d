import { expect, test } from '@playwright/test';
import { EN, ZH } from './support/hosts';

// Runs in the phone project.

for (const host of [ZH, EN]) {
  test(`the phone login card keeps a margin and rounded corners at 390 px on ${host}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${host}/mobile/login`);
    const card = page.getByTestId('auth-card');
    await expect(card).toBeVisible();
    const frame = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        left: box.left,
        right: window.innerWidth - box.right,
        radius: parseFloat(getComputedStyle(element).borderTopLeftRadius),
      };
    });
    expect(frame.left).toBeGreaterThanOrEqual(12);
    expect(frame.right).toBeGreaterThanOrEqual(12);
    expect(Math.abs(frame.left - frame.right)).toBeLessThanOrEqual(1);
    expect(frame.radius).toBeGreaterThan(0);
    // The narrower card still holds both login tabs in one row.
    const tabTops = await card
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tabTops).toHaveLength(2);
    expect(tabTops[1]).toBe(tabTops[0]);
  });
}
