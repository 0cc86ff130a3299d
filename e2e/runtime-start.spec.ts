import { expect, test } from '@playwright/test';
import { R, call, zh } from './runtime.kit';
import { expectNoSiteChrome, expectStartScreen, sessionIn } from './runtime-start.kit';

test.use({ viewport: { width: 1366, height: 768 } });

for (const language of ['zh', 'en'] as const)
  test(`the start screen shows the digital human in its scene under one start button (${language}, 1366 px)`, async ({
    page,
  }) => {
    const { shareCode } = await sessionIn(page, language, `rt-start-${language}`);
    await page.goto(`/p/${shareCode}`);
    await expectStartScreen(page, language);
    await page.screenshot({ path: test.info().outputPath(`start-desktop-${language}.png`) });
  });

test('a dead link answers 404 or 410 with the clear page, and no runtime page carries the site banner', async ({
  page,
}) => {
  const { id, shareCode } = await sessionIn(page, 'zh', 'rt-dead');
  // The site keeps its banner; the visitor's runtime pages, live or dead, and the owner's preview do not.
  const site = (await (await page.request.get('/pricing')).text()).replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  expect(site).toContain('data-testid="site-banner"');
  expect(site).toContain(zh.Banner.text);
  await expectNoSiteChrome(page, `/p/${shareCode}`, 200);
  await expectNoSiteChrome(page, `/preview/${id}`, 200);
  await expectNoSiteChrome(page, `/userPreview/${id}`, 200);
  await expectNoSiteChrome(page, '/p/no-such-share-code', 404);
  await expectNoSiteChrome(page, '/collection/preview/app_none', 404);

  await call(page, '/management/conversation/setStatus', { conversationId: id, status: 'offline' });
  const answer = await page.goto(`/p/${shareCode}`);
  expect(answer?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: R.unavailable.title })).toBeVisible();
  await expect(page.getByText(R.unavailable.body)).toBeVisible();
  await expect(page.getByTestId('site-banner')).toHaveCount(0);
  await expectNoSiteChrome(page, `/userPreview/${id}`, 410);

  await call(page, '/management/conversation/delete', { conversationId: id });
  expect((await page.goto(`/p/${shareCode}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: R.unavailable.title })).toBeVisible();
});
