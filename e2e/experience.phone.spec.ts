import { expect, test } from '@playwright/test';
import {
  TITLE,
  X,
  accountWithApp,
  copiedEmbedCode,
  experienceForm,
  fillAndSave,
  hostedPageEndsOnEndUrl,
} from './experience.kit';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone: the hosted link and embed code to copy or share, the saved texts, and the same form', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The phone's share sheet, recorded instead of shown.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
  });
  const { appId } = await accountWithApp(page, 'exp-phone');
  await page.goto('/dashboard/experience');
  await expect(page).toHaveURL(/\/mobile\/dashboard\/experience$/);
  const origin = new URL(page.url()).origin;
  const hosted = `${origin}/collection/preview/${appId}`;
  await expect(page.getByTestId('hosted-link')).toHaveValue(hosted);
  await page.getByRole('button', { name: X.embed.share }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ url: hosted, text: X.embed.shareText }]);
  expect(await copiedEmbedCode(page)).toContain(`data-app-id="${appId}"`);

  await page.getByRole('button', { name: X.phone.edit }).click();
  await fillAndSave(await experienceForm(page), page);
  // Saved, the form closes on the texts the hosted pages now show.
  const saved = page.getByTestId('saved-texts');
  await expect(saved).toContainText(TITLE);
  await expect(saved).toContainText('https://shop.example.com');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await hostedPageEndsOnEndUrl(page, appId);
});
