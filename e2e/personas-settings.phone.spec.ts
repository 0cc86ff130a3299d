import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail, zh } from './accounts.kit';
import { SAMPLE_NAME, shareLoginWithEnglishSite } from './session-list.kit';
import { EN, ZH } from './support/hosts';

// Runs in the phone project at 390 px: the few settings a phone may change of a digital human (issue 25 §2).
const { en } = catalogues;

test('a phone renames a digital human, changes its prologue and voice, publishes it again and sees it in the list', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('settings');
  await registerViaApi(page.request, email, `E2E Settings ${Date.now()}`);
  await logInViaApi(page, email, ZH, '/mobile/dashboard');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);

  await page.goto('/mobile/personas');
  await page
    .getByRole('article', { name: SAMPLE_NAME })
    .getByRole('link', { name: SAMPLE_NAME, exact: true })
    .click();
  await expect(page).toHaveURL(/\/mobile\/personas\/[\w-]+\/[\w-]+$/);
  const path = new URL(page.url()).pathname;

  // Chinese: name and prologue, then take it offline and publish it again.
  const m = zh.SessionsMobile.settings;
  const settings = page.getByRole('region', { name: m.title });
  await settings.getByRole('textbox', { name: m.name }).fill('大堂向导');
  await settings.getByRole('textbox', { name: m.prologue }).fill('您好，我是大堂向导。');
  // The voice: the voices of the session's language, here the visitor's device's Chinese voice.
  const voice = settings.getByRole('combobox', { name: m.voice });
  await expect(voice).toBeEnabled();
  await expect(voice.getByRole('option', { name: new RegExp(m.engines.browser) })).toHaveCount(1);
  await voice.selectOption('browser:zh');
  await settings.getByRole('button', { name: m.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: '大堂向导' })).toBeVisible();
  await settings.getByRole('button', { name: m.unpublish }).click();
  await expect(settings.getByText(m.isOffline)).toBeVisible();
  await settings.getByRole('button', { name: m.publish }).click();
  await expect(settings.getByText(m.isPublished)).toBeVisible();
  await expect(settings.getByRole('link', { name: /电脑上的编辑器/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/persona-settings-390.png', fullPage: true });

  await page.goto('/mobile/personas');
  const card = page.getByRole('article', { name: '大堂向导' });
  await expect(card.getByText(zh.SessionsList.status.published)).toBeVisible();

  // English: the same page and form in English.
  const e = en.SessionsMobile.settings;
  await shareLoginWithEnglishSite(context);
  await page.goto(`${EN}${path}`);
  const form = page.getByRole('region', { name: e.title });
  await expect(form.getByRole('textbox', { name: e.prologue })).toHaveValue('您好，我是大堂向导。');
  await expect(form.getByRole('combobox', { name: e.voice })).toHaveValue('browser:zh');
  await form.getByRole('textbox', { name: e.name }).fill('Lobby guide');
  await form.getByRole('button', { name: e.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lobby guide' })).toBeVisible();
  await page.goto(`${EN}/mobile/personas`);
  await expect(page.getByRole('article', { name: 'Lobby guide' })).toBeVisible();
});
