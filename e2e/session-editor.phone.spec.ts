import { expect, test } from '@playwright/test';
import { accountWithSample, openEditor, openTab, save, zh } from './session-editor.kit';

// /session/edit has no /mobile twin (routes.md): a phone gets the same editor, which must still fit and save.
test('the editor fits a phone and saves from it', async ({ page }, info) => {
  const id = await accountWithSample(page, 'editor-phone');
  await openEditor(page, id);
  await expect(page.getByRole('img', { name: /的画面$/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath('editor-phone.png') });

  await openTab(page, 'unanswered');
  const count = page.getByRole('textbox', { name: zh.SessionsForm.unReplyCount, exact: true });
  await count.fill('4');
  await save(page);
  await page.reload();
  await openTab(page, 'unanswered');
  await expect(count).toHaveValue('4');
  await openTab(page, 'voice');
  await page.screenshot({ path: info.outputPath('editor-phone-voice.png') });
});
