import { expect, test, type Page } from '@playwright/test';
import { EN } from './support/hosts';
import { accountWithSample, en, openEditor, openTab, save, zh, type Texts } from './session-editor.kit';

// Issue 25 §1 scene/listScene: the editor's scenes tab adds an industry's scene template in one click, in the
// session's language, and the added scenes are saved with the session.

const scenes = (page: Page, texts: Texts) =>
  page.getByRole('group', { name: new RegExp(`^${texts.SessionsForm.sceneN.replace('{n}', '\\d+')}$`) });

const addTemplate = (page: Page, texts: Texts, name: string) =>
  page.getByRole('button', { name: texts.SceneTemplates.addLabel.replace('{name}', name) }).click();

test('adds an industry scene template in one click, in Chinese', async ({ page }, info) => {
  const id = await accountWithSample(page, 'scene-templates');

  // Chinese: the sample session (zh) takes the bank branch's scenes.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, id);
  await openTab(page, 'scenes');
  const before = await scenes(page, zh).count();
  await addTemplate(page, zh, '银行网点');
  await expect(page.getByText('已从“银行网点”添加 3 个场景')).toBeVisible();
  await expect(scenes(page, zh)).toHaveCount(before + 3);
  await expect(page.getByRole('switch', { name: zh.SessionsForm.sceneIsUsed })).toBeChecked();
  const last = scenes(page, zh).last();
  await expect(last.getByRole('textbox', { name: zh.SessionsForm.reply })).toHaveValue(/身份证/);
  await page.screenshot({ path: info.outputPath('scene-templates-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: zh.SceneTemplates.title }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('scene-templates-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await save(page);
  await page.reload();
  await openTab(page, 'scenes');
  await expect(scenes(page, zh)).toHaveCount(before + 3);
});

test('adds an industry scene template in one click, in English', async ({ page }) => {
  await accountWithSample(page, 'scene-templates-en');
  // A new English session takes the hospital's scenes, in English.
  const origin = new URL(page.url()).origin;
  const made = await page.request.post('/api/management/conversation/createConversation', {
    data: { characterCode: 'c01-lin-business', language: 'en' },
    headers: { origin },
  });
  const body = (await made.json()) as { code: number; data: { conversationId: string } };
  expect(body.code).toBe(0);
  await openEditor(page, body.data.conversationId, en, EN);
  await openTab(page, 'scenes', en);
  const start = await scenes(page, en).count();
  await addTemplate(page, en, 'Hospital reception');
  await expect(page.getByText('Added 3 scenes from “Hospital reception”')).toBeVisible();
  await expect(scenes(page, en)).toHaveCount(start + 3);
  await expect(scenes(page, en).last().getByRole('textbox', { name: en.SessionsForm.reply })).toHaveValue(
    /insurance card/,
  );
  await save(page, en);
  await page.reload();
  await openTab(page, 'scenes', en);
  await expect(scenes(page, en)).toHaveCount(start + 3);
});
