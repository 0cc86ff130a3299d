import { test } from '@playwright/test';
import { expectNoSiteChrome, expectStartScreen, sessionIn } from './runtime-start.kit';

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['zh', 'en'] as const)
  test(`on a phone the start screen shows the digital human under one start button (${language}, 390 px)`, async ({
    page,
  }) => {
    const { shareCode } = await sessionIn(page, language, `rt-start-phone-${language}`);
    await page.goto(`/mobile/p/${shareCode}`);
    await expectStartScreen(page, language);
    await page.screenshot({ path: test.info().outputPath(`start-phone-${language}.png`) });
    // Neither the banner nor the mobile site's header and footer are in the page a screen reader reads.
    await expectNoSiteChrome(page, `/mobile/p/${shareCode}`, 200);
  });
