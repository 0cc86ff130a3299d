import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logIn, registerViaApi, uniqueEmail } from './accounts.kit';
import { writePost } from './community.kit';
import { ZH } from './support/hosts';

// The forum on a phone (390 px): the list and a post's page fit the screen; the author sees their post pending.

test('zh phone: the list and a post fit 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const c = catalogues.zh.Community;
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('forum-phone');
  await registerViaApi(request, email, `Forum phone ${Date.now()}`);
  await logIn(page, email, `${ZH}/mobile/login`, 'zh');
  await page.waitForURL((url) => !url.pathname.includes('/login'));
  await page.goto(`${ZH}/community`);
  await page.waitForURL('**/mobile/community');
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);

  const title = `手机上的问题 ${Date.now()}`;
  const detail = await writePost(page, 'zh', title, '一个很长的问题描述'.repeat(20));
  expect(detail.startsWith('/mobile/community/detail?id=')).toBe(true);
  await page.goto(ZH + detail);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(c.pending)).toBeVisible();
  expect(await fits()).toBe(true);
  await page.screenshot({ path: 'test-results/community-phone-detail.png' });
});
