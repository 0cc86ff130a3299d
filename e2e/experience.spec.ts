import { expect, test } from '@playwright/test';
import {
  X,
  accountWithApp,
  copiedEmbedCode,
  experienceForm,
  fillAndSave,
  hostedPageEndsOnEndUrl,
} from './experience.kit';
import { zh } from './runtime.kit';

test('the hosted experience: checked and saved, its embed code copied, shown by the hosted page, which ends on the end URL', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { appId } = await accountWithApp(page, 'exp-desk');
  await page.goto('/dashboard/experience');
  const menu = page.getByRole('navigation', { name: zh.Console.menuLabel });
  await expect(menu.getByRole('link', { name: zh.Console.experience })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const form = await experienceForm(page);
  await fillAndSave(form, page);
  // What the server kept: the site of the URL given.
  await expect(form.getByRole('textbox', { name: X.form.originLabel.replace('{n}', '1') })).toHaveValue(
    'https://shop.example.com',
  );

  const origin = new URL(page.url()).origin;
  const hosted = `${origin}/collection/preview/${appId}`;
  await expect(page.getByTestId('hosted-link')).toHaveValue(hosted);
  await expect(page.getByRole('img', { name: X.embed.qrAlt })).toHaveAttribute('data-qr', hosted);
  expect(await copiedEmbedCode(page)).toBe(
    `<script src="${origin}/sdk/v1/digital-human.js" data-app-id="${appId}" async></script>`,
  );

  await hostedPageEndsOnEndUrl(page, appId);
});
