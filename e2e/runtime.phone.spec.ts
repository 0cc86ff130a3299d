import { expect, test } from '@playwright/test';
import {
  R,
  SHORT_REPLY,
  character,
  expectMouthMoving,
  publishedSession,
  say,
  startConversation,
  subtitle,
} from './runtime.kit';

test('on a phone the share link fills the screen in portrait and talks', async ({ page }) => {
  const { shareCode } = await publishedSession(page, 'rt-phone');
  await page.goto(`/mobile/p/${shareCode}`);
  await expect(page).toHaveURL(new RegExp(`/mobile/p/${shareCode}$`));
  await startConversation(page);
  const live = character(page);
  const box = await live.boundingBox();
  const viewport = page.viewportSize()!;
  // Letterboxed: the whole picture is on screen, as wide as the phone.
  expect(box!.width).toBeGreaterThan(viewport.width * 0.95);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  await expect(subtitle(page)).toContainText('您好');
  await expectMouthMoving(live);
  await say(page, '地址在哪里？');
  await expect(subtitle(page)).toHaveText(SHORT_REPLY);
});

test('the desktop share link opens on a phone without a redirect', async ({ page }) => {
  const { shareCode } = await publishedSession(page, 'rt-phone2');
  await page.goto(`/p/${shareCode}`);
  await expect(page).toHaveURL(new RegExp(`/p/${shareCode}$`));
  await expect(page.getByRole('button', { name: R.startConversation })).toBeVisible();
});
