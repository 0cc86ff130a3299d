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
