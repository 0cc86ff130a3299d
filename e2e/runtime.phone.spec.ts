import { expect, test } from '@playwright/test';
import {
  R,
  answersWithoutModel,
  SHORT_REPLY,
  character,
  expectMouthMoving,
  publishedSession,
  say,
  startConversation,
  subtitle,
} from './runtime.kit';

test('on a phone the share link fills the screen in portrait around the human and talks', async ({
  page,
}) => {
  const { shareCode } = await publishedSession(page, 'rt-phone');
  await page.goto(`/mobile/p/${shareCode}`);
  await expect(page).toHaveURL(new RegExp(`/mobile/p/${shareCode}$`));
  await startConversation(page);
  const live = character(page);
  const box = await live.boundingBox();
  const viewport = page.viewportSize()!;
  // The session is 16:9: rather than a thin strip, the picture fills the stage's height, cropped at the sides
  // around the human, who is wholly on screen.
  expect(box!.height).toBeGreaterThan(viewport.height * 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const human = await live.locator('[data-human-frame]').boundingBox();
  expect(human!.x).toBeGreaterThanOrEqual(0);
  expect(human!.x + human!.width).toBeLessThanOrEqual(viewport.width);
  expect(human!.height).toBeGreaterThan(viewport.height * 0.4);
  await page.screenshot({ path: test.info().outputPath('phone-runtime.png') });
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

for (const language of ['zh', 'en'] as const)
  test(`on a phone without a model (${language}): the cited document answer, a suggestion tapped and answered`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await answersWithoutModel(page, language, (code) => `/mobile/p/${code}`);
  });
