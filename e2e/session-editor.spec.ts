import { expect, test, type Page } from '@playwright/test';
import { EN } from './support/hosts';
import {
  accountWithSample,
  clickLabelOf,
  editorForm,
  en,
  openEditor,
  openTab,
  save,
  saveButton,
  zh,
  type Texts,
} from './session-editor.kit';

const F = zh.SessionsForm;
const E = zh.SessionsEditor;

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('session editor', () => {
  let id: string;

  test.beforeEach(async ({ page }, info) => {
    id = await accountWithSample(page, `editor-${info.title.slice(0, 12).replace(/\W/g, '')}`);
  });

  test('changes one field in each group, saves, and finds every change after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openEditor(page, id);

    await field(page, F.baseInfo.nickname).fill('前台小助手');

    await openTab(page, 'picture');
    await expect(await clickLabelOf(page, 'radio', '4:3')).toBeChecked();

    await openTab(page, 'voice');
    const volume = page.getByRole('slider', { name: zh.SessionsWizard.voice.volume });
    const before = Number(await volume.getAttribute('aria-valuenow'));
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    await expect(volume).toHaveAttribute('aria-valuenow', String(before + 1));

    await openTab(page, 'speech');
    await field(page, F.scripts.farewell).fill('感谢光临，再见！');

    await openTab(page, 'model');
    // This server configures no large model: it is shown unavailable with the reason, and the owner's own service
    // answers instead.
    await expect(page.getByRole('radio', { name: F.modelSources.model })).toBeDisabled();
    await expect(page.getByText(F.availability.noModel, { exact: false })).toBeVisible();
    await expect(await clickLabelOf(page, 'radio', F.modelSources.third)).toBeChecked();
    await page.getByRole('textbox', { name: F.thirdUrl, exact: true }).fill('https://bot.example.com/chat');

    await openTab(page, 'knowledge');
    await expect(await clickLabelOf(page, 'switch', F.knowledgeIsUsed)).toBeChecked();

    await openTab(page, 'scenes');
    // The sample answers a few questions by scene already: one more is added.
    await expect(page.getByRole('switch', { name: F.sceneIsUsed })).toBeChecked();
    const scenes = page.getByRole('group', { name: /^场景 \d+$/ });
    const sceneCount = await scenes.count();
    await page.getByRole('button', { name: F.addScene }).click();
    const added = F.sceneN.replace('{n}', String(sceneCount + 1));
    const scene = page.getByRole('group', { name: added });
    await scene.getByLabel(F.keywords).fill('营业时间');
    await scene.getByLabel(F.keywords).press('Enter');
    await scene.getByRole('textbox', { name: F.reply }).fill('我们早上九点开门。');

    await openTab(page, 'page');
    await field(page, F.page.promptTitle).fill('欢迎光临');
    await page
      .getByRole('radiogroup', { name: F.page.startImage })
      .getByRole('radio', { name: F.builtinImages['load-default'] })
      .click();

    await openTab(page, 'unanswered');
    await field(page, F.unReplyCount).fill('5');

    await expect(page.getByText(E.unsaved)).toBeVisible();
    await save(page, zh, { expectInUse: true });

    await page.reload();
    await expect(editorForm(page)).toBeVisible();
    await expect(field(page, F.baseInfo.nickname)).toHaveValue('前台小助手');
    await openTab(page, 'picture');
    await expect(page.getByRole('radio', { name: '4:3' })).toBeChecked();
    await openTab(page, 'voice');
    await expect(page.getByRole('slider', { name: zh.SessionsWizard.voice.volume })).toHaveAttribute(
      'aria-valuenow',
      String(before + 1),
    );
    await openTab(page, 'speech');
    await expect(field(page, F.scripts.farewell)).toHaveValue('感谢光临，再见！');
    await openTab(page, 'model');
    await expect(page.getByRole('textbox', { name: F.thirdUrl, exact: true })).toHaveValue(
      'https://bot.example.com/chat',
    );
    await openTab(page, 'knowledge');
    await expect(page.getByRole('switch', { name: F.knowledgeIsUsed })).toBeChecked();
    await openTab(page, 'scenes');
    const saved = page.getByRole('group', { name: added });
    await expect(saved.getByText('营业时间')).toBeVisible();
    await expect(saved.getByRole('textbox', { name: F.reply })).toHaveValue('我们早上九点开门。');
    await openTab(page, 'page');
    await expect(field(page, F.page.promptTitle)).toHaveValue('欢迎光临');
    await expect(
      page
        .getByRole('radiogroup', { name: F.page.startImage })
        .getByRole('radio', { name: F.builtinImages['load-default'] }),
    ).toHaveAttribute('aria-checked', 'true');
    await openTab(page, 'unanswered');
    await expect(field(page, F.unReplyCount)).toHaveValue('5');
    await expect(page.getByText(E.allSaved)).toBeVisible();
  });

  test('a save over another tab’s newer save asks; reload takes theirs, overwrite keeps mine', async ({
    page,
  }, info) => {
    // Three tabs, each loading the editor and saving: three times the usual time.
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    const other = await page.context().newPage();
    await openEditor(page, id);
    await openEditor(other, id);
    await field(other, F.baseInfo.nickname).fill('另一个标签页的修改');
    await save(other);
    await other.close();

    const nickname = field(page, F.baseInfo.nickname);
    await nickname.fill('我的修改');
    await saveButton(page).click();
    const conflict = page.getByRole('dialog', { name: E.conflict.title });
    await expect(conflict).toContainText(E.conflict.message);
    await page.screenshot({ path: info.outputPath('editor-conflict.png') });
    await conflict.getByRole('button', { name: E.conflict.cancel }).click();
    await expect(conflict).toBeHidden();
    await expect(nickname).toHaveValue('我的修改');

    // A phone gets the same editor: the question and its three answers fit it.
    await page.setViewportSize({ width: 390, height: 844 });
    await saveButton(page).click();
    await expect(conflict.getByRole('button', { name: E.conflict.overwrite })).toBeInViewport();
    await page.screenshot({ path: info.outputPath('editor-conflict-phone.png') });
    await conflict.getByRole('button', { name: E.conflict.reload }).click();
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(nickname).toHaveValue('另一个标签页的修改');
    await expect(page.getByText(E.allSaved)).toBeVisible();

    // Their save is loaded now: a save of mine goes through without asking.
    await nickname.fill('我的修改');
    await save(page);
    await expect(conflict).toBeHidden();

    // And once more the other way: another save comes between, and mine overwrites it.
    const third = await page.context().newPage();
    await openEditor(third, id);
    await field(third, F.baseInfo.nickname).fill('第三次修改');
    await save(third);
    await third.close();
    await nickname.fill('最终是我的');
    await saveButton(page).click();
    await conflict.getByRole('button', { name: E.conflict.overwrite }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByText(E.allSaved)).toBeVisible();
    await page.reload();
    await expect(editorForm(page)).toBeVisible();
    await expect(field(page, F.baseInfo.nickname)).toHaveValue('最终是我的');
  });

  test('asks before switching the language, and not again once told not to remind', async ({ page }) => {
    await openEditor(page, id);
    const name = field(page, F.baseInfo.name);
    const chineseName = await name.inputValue();
    const dialog = page.getByRole('dialog', {
      name: F.languageSwitch.title.replace('{language}', F.languages.en),
    });

    await clickLabelOf(page, 'radio', F.languages.en);
    await expect(dialog).toContainText(F.languageSwitch.message);
    await dialog.getByRole('button', { name: F.languageSwitch.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: F.languages.zh })).toBeChecked();
    await expect(name).toHaveValue(chineseName);

    await clickLabelOf(page, 'radio', F.languages.en);
    await dialog.getByRole('checkbox', { name: F.languageSwitch.dontRemind }).check();
    await dialog.getByRole('button', { name: F.languageSwitch.confirm }).click();
    await expect(page.getByRole('radio', { name: F.languages.en })).toBeChecked();
    // The English defaults replace the Chinese basic info, and the Chinese-only voice is cleared.
    await expect(field(page, F.baseInfo.nickname)).toHaveValue(/your digital assistant/);
    await openTab(page, 'speech');
    await expect(field(page, F.scripts.prologue)).not.toHaveValue(/[\u4e00-\u9fff]/);

    // Saving without an English voice is refused on the voice group.
    await saveButton(page).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${E.tabs.voice}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(zh.Validation.voiceRequired)).toBeVisible();
    // Chinese voices are offered but cannot be chosen for an English session.
    await expect(page.locator('[data-voice="espeak:cmn-f3"]').getByRole('radio')).toBeDisabled();
    await page.locator('[data-voice="espeak:en-us-f3"]').getByRole('radio').click();
    await save(page, zh, { expectInUse: true });

    await openTab(page, 'basic');
    await expect(await clickLabelOf(page, 'radio', F.languages.zh)).toBeChecked();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('asks before leaving with unsaved edits: links, the back button and the tab', async ({ page }) => {
    await page.goto('/dashboard');
    await openEditor(page, id);
    const nickname = field(page, F.baseInfo.nickname);
    await nickname.fill('还没保存');
    const leave = page.getByRole('dialog', { name: E.leave.title });

    const home = page.getByRole('navigation', { name: zh.Console.menuLabel }).getByRole('link', {
      name: zh.Console.home,
    });
    await home.click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: E.leave.cancel }).click();
    await expect(leave).toBeHidden();
    await expect(nickname).toHaveValue('还没保存');

    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: E.leave.cancel }).click();
    await expect(page).toHaveURL(/\/session\/edit/);
    await expect(nickname).toHaveValue('还没保存');

    const asked = page.waitForEvent('dialog');
    // Dismissing the browser's question cancels the reload, so the reload itself never finishes.
    void page.reload().catch(() => null);
    const unload = await asked;
    expect(unload.type()).toBe('beforeunload');
    await unload.dismiss();
    await expect(nickname).toHaveValue('还没保存');

    await home.click();
    await leave.getByRole('button', { name: E.leave.confirm }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const [host, texts, lang] of [
    ['', zh, 'zh'],
    [EN, en, 'en'],
  ] as [string, Texts, string][]) {
    test(`shows the third-party URL rule on its field (${lang})`, async ({ page }) => {
      await openEditor(page, id, texts, host);
      const T = texts.SessionsForm;
      await openTab(page, 'model', texts);
      await expect(await clickLabelOf(page, 'radio', T.modelSources.third)).toBeChecked();
      const url = page.getByRole('textbox', { name: T.thirdUrl, exact: true });
      await url.fill('http://bot.example.com/chat');
      // Saved from another group: the editor shows the group that holds the error.
      await openTab(page, 'basic', texts);
      await saveButton(page, texts).click();
      await expect(
        page.getByRole('tab', { name: new RegExp(`^${texts.SessionsEditor.tabs.model}`) }),
      ).toHaveAttribute('aria-selected', 'true');
      await expect(url).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(texts.Validation.httpsRequired)).toBeVisible();
      await url.fill('https://机器人.example.com/chat');
      await expect(page.getByText(texts.Validation.urlNoChinese)).toBeVisible();
      await expect(url).toHaveValue('https://机器人.example.com/chat');
    });
  }

  test('says when the session does not exist, with the way to the list', async ({ page }) => {
    for (const path of ['/session/edit', '/session/edit?conversationId=no-such-session']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: E.notFound.title })).toBeVisible();
      await expect(page.getByRole('link', { name: E.notFound.toList })).toHaveAttribute(
        'href',
        '/dashboard/session',
      );
    }
    await page.goto(`${EN}/session/edit?conversationId=no-such-session`);
    await expect(page.getByRole('heading', { name: en.SessionsEditor.notFound.title })).toBeVisible();
  });

  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [820, 1180, 'tablet'],
  ] as const) {
    test(`lays the editor out at ${width} px`, async ({ page }, info) => {
      await page.setViewportSize({ width, height });
      await openEditor(page, id);
      await expect(page.getByRole('img', { name: /的画面$/ })).toBeVisible();
      for (const tab of Object.values(E.tabs))
        await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`editor-${name}.png`), fullPage: false });
      await openTab(page, 'picture');
      await page.screenshot({ path: info.outputPath(`editor-${name}-picture.png`), fullPage: false });
    });
  }
});
