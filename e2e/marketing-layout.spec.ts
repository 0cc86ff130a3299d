import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
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
