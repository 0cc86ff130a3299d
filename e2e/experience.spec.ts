import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import {
  BUTTON,
  END_URL,
  TITLE,
  X,
  accountWithApp,
  copiedEmbedCode,
  experienceForm,
  fillAndSave,
  hostedPageEndsOnEndUrl,
} from './experience.kit';
import { call, zh } from './runtime.kit';

const SAVED = {
  endUrl: END_URL,
  title: TITLE,
  content: '欢迎光临',
  buttonText: BUTTON,
  errorText: '抱歉，出错了',
};

test('the hosted experience: checked and saved, its embed code copied, shown by the hosted page, which ends on the end URL', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { appId } = await accountWithApp(page, 'exp-desk');
  await page.goto('/dashboard/experience');
  const menu = page.getByRole('navigation', { name: zh.Console.menuLabel });
  await expect(menu.getByRole('link', { name: zh.Experience.menu })).toHaveAttribute('aria-current', 'page');
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

test('only the saved embed domains can frame the hosted pages', async ({ page }) => {
  const { shareCode, appId } = await accountWithApp(page, 'exp-frame');
  const origin = new URL(page.url()).origin;
  const pages = [`${origin}/p/${shareCode}`, `${origin}/collection/preview/${appId}`];
  // A customer's page framing the two hosted pages, served for real (a page Playwright made up would count as a
  // public site, which Chromium does not let frame a local one): embed.localhost and other.localhost both reach it.
  const host = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pages.map((src) => `<iframe src="${src}" width="400" height="300"></iframe>`).join(''));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  const allowed = `http://embed.localhost:${port}`;
  await call(page, '/management/hostedExperience/save', { ...SAVED, allowedOrigins: [allowed] });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });

  try {
    await page.goto(`${allowed}/`);
    // The share link shows its session's own start texts; the experience's are the application page's.
    await expect(
      page.frameLocator('iframe').nth(0).getByRole('heading', { name: '欢迎体验数字人平台' }),
    ).toBeVisible();
    // The application's page may be framed here, but only the SDK's ticket lets it talk (e2e/embed-sdk.spec.ts):
    // framed without one, the server answers its refusal.
    await expect(
      page.frameLocator('iframe').nth(1).getByRole('heading', { name: zh.Runtime.embed.refusedTitle }),
    ).toBeVisible();
    expect(refusals).toEqual([]);

    await page.goto(`http://other.localhost:${port}/`);
    await expect.poll(() => refusals.length).toBe(2);
    expect(refusals[0]).toContain(`frame-ancestors 'self' ${allowed}`);
  } finally {
    host.close();
  }
});
