import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { signInOperator } from './operator.kit';
import { signedInTrialUser } from './session-wizard.kit';
import { EN, ZH } from './support/hosts';

// Issue 25 §1, promotions: an operator publishes one in the back office, a trial customer sees it as a banner in the
// console and closes it for good, and a visitor of the English site finds it on /pricing. The operator ends it at
// the end, so the journeys after this one see consoles without a banner.

test('an operator runs a promotion: the console banner (zh), its dismissal, and /pricing (en)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const o = catalogues.zh.OperatorActivities;
  const a = catalogues.zh.Activities;
  const stamp = Date.now();
  const titleZh = `春季优惠 ${stamp}`;
  const titleEn = `Spring offer ${stamp}`;

  const operator = await (
    await browser.newContext({ baseURL: ZH, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await operator.goto(`${ZH}/operator/activities`);
  await operator.waitForURL('**/operator/login?redirect=*');
  await signInOperator(operator, 'zh');
  await operator.waitForURL('**/operator/activities');
  await operator.getByRole('button', { name: o.new }).click();
  const dialog = operator.getByRole('dialog', { name: o.new });
  await dialog.getByLabel(o.titleZh).fill(titleZh);
  await dialog.getByLabel(o.titleEn).fill(titleEn);
  await dialog.getByLabel(o.textZh).fill('新客户首单立减');
  await dialog.getByLabel(o.textEn).fill('Money off your first order');
  await dialog.getByRole('button', { name: o.save }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByText(titleZh)).toBeVisible();
  await operator.screenshot({ path: test.info().outputPath('operator-activities.png'), fullPage: true });

  // The customer's console shows it until they close it; closed, it stays closed after a reload.
  await signedInTrialUser(page, request, ZH, 'zh');
  const banner = page.getByRole('alert').filter({ hasText: titleZh });
  await expect(banner).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-banner.png') });
  await banner.getByRole('button', { name: a.dismiss }).click();
  await expect(banner).toBeHidden();
  // After the reload, the promotions have been fetched again before the banner's absence counts.
  const fetched = page.waitForResponse((r) => r.url().includes('getEffectiveActivities') && r.ok());
  await page.reload();
  expect(JSON.stringify(await (await fetched).json())).toContain(titleZh);
  await expect(page.getByText(titleZh)).toHaveCount(0);

  // A visitor of the English site sees it on the pricing page, in English.
  const visitor = await (await browser.newContext({ baseURL: EN })).newPage();
  await visitor.goto(`${EN}/pricing`);
  await expect(visitor.getByTestId('pricing-activities').getByText(titleEn)).toBeVisible();

  // Ended, it is gone from the pricing page.
  await operator.getByRole('button', { name: o.endOf.replace('{title}', titleZh) }).click();
  const end = operator.getByRole('dialog', { name: o.endOf.replace('{title}', titleZh) });
  await end.getByRole('button', { name: o.end }).click();
  await expect(end).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByText(titleEn)).toHaveCount(0);
});
