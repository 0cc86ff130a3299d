import { expect, test } from '@playwright/test';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { castSheetDocument } from '@/features/sessions/components/cast-sheet/cast-sheet-document';

// The cast and its backgrounds are drawn from parameters, so a change to one shared part (an eye, a lapel, a
// colour helper) redraws forty characters at once. One screenshot of the whole sheet keeps that from going
// unnoticed; after a deliberate change to the art, look at the new sheet and run with --update-snapshots.
// The sheet is a standalone page (no app server needed): it names the Noto CJK font the test machine has.

test('the cast sheet draws every character and background as approved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setContent(castSheetDocument('zh'));
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[data-code]')).toHaveCount(CAST.length);
  await expect(page).toHaveScreenshot('cast-sheet.png', { fullPage: true, maxDiffPixelRatio: 0.01 });
});
