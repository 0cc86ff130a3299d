import { expect, test, type Page } from '@playwright/test';
import { signInHint } from './site-chrome.kit';
import { EN, ZH } from './support/hosts';

// The desktop header stays one line at every width: where its links no longer fit beside the brand and the
// actions, they fold into the menu. Screenshots of each case are attached to the report for a look by eye.

/** The header's visible parts, as boxes, and whether they sit on one line without overflowing the window. */
function headerLayout(page: Page) {
  return page.locator('body > header').evaluate((header) => {
    // A closed menu's links keep their boxes in Chromium, but are not drawn.
    const visible = [...header.querySelectorAll('a, summary')].filter((el) => el.checkVisibility());
    const centers = visible.map((el) => {
      const box = el.getBoundingClientRect();
      return box.y + box.height / 2;
    });
    const lineHeights = [...header.querySelectorAll('nav a')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.getClientRects().length);
    return {
      height: header.getBoundingClientRect().height,
      spread: Math.max(...centers) - Math.min(...centers),
      overflow: header.scrollWidth - header.clientWidth,
      wrappedLinks: lineHeights.filter((lines) => lines > 1).length,
    };
  });
}

for (const signedIn of [false, true]) {
  for (const [origin, locale] of [
    [ZH, 'zh'],
    [EN, 'en'],
  ] as const) {
    for (const width of [820, 1024, 1280]) {
      const who = signedIn ? 'signed in' : 'visitor';
      test(`the ${locale} header is one line at ${width}px (${who})`, async ({ page, context }, testInfo) => {
        if (signedIn) await signInHint(context, origin, 'Example Digital Human Co., Ltd.');
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${origin}/pricing`);
        const header = page.locator('body > header');
        await expect(header.getByTestId('console-entry')).toBeVisible({ visible: signedIn });

        const layout = await headerLayout(page);
        expect(layout.spread, 'every part on one line').toBeLessThanOrEqual(2);
        expect(layout.height).toBeLessThan(72);
        expect(layout.overflow).toBeLessThanOrEqual(0);
        expect(layout.wrappedLinks).toBe(0);

        const nav = header.getByRole('navigation');
        const inline = page.locator('body > header > nav');
        if (await inline.isVisible()) {
          await expect(inline.getByRole('link')).toHaveCount(8);
        } else {
          // Folded: the same links are one click away.
          await header.locator('summary').click();
          await expect(nav.getByRole('link')).toHaveCount(8);
          for (const link of await nav.getByRole('link').all()) await expect(link).toBeVisible();
        }
        await testInfo.attach(`header-${locale}-${width}-${who}.png`, {
          body: await page.screenshot({ clip: { x: 0, y: 0, width, height: 420 } }),
          contentType: 'image/png',
        });
      });
    }
  }
}

test('the links stay inline where they fit: Chinese at 1024px and English at 1280px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`${ZH}/pricing`);
  await expect(page.locator('body > header > nav')).toBeVisible();
  await expect(page.locator('body > header summary')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${EN}/pricing`);
  await expect(page.locator('body > header > nav')).toBeVisible();
  await expect(page.locator('body > header summary')).toBeHidden();
});
