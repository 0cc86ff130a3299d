import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail, zh } from './accounts.kit';
import { SAMPLE_NAME, card, cardMenu, shareLoginWithEnglishSite } from './session-list.kit';
import { EN, ZH } from './support/hosts';

const { en } = catalogues;
const t = zh.SessionsList;
const more = (name: string) => t.actionsFor.replace('{name}', name);
const COPY = `${SAMPLE_NAME}（副本）`;

test('a new account manages its sessions from the list: copy, limit, rename, offline, share, delete, search', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('list');
  await registerViaApi(page.request, email, `E2E List ${Date.now()}`);
  await logInViaApi(page, email, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The console menu leads to the list; a fresh account finds its sample session there.
  const menu = page.getByRole('navigation', { name: zh.Console.menuLabel });
  await menu.getByRole('link', { name: zh.SessionsList.menu }).click();
  await expect(page).toHaveURL(/\/dashboard\/session$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const sample = card(page, SAMPLE_NAME);
  await expect(sample).toBeVisible();
  await expect(sample.getByText(t.sample, { exact: true })).toBeVisible();
  await expect(sample.getByText(t.status.published)).toBeVisible();
  await expect(sample.getByText(t.languages.zh)).toBeVisible();
  await expect(sample.getByText(/^更新于 (刚刚|\d+分钟前)$/)).toBeVisible();
  await expect(sample.getByRole('img', { name: t.pictureOf.replace('{name}', SAMPLE_NAME) })).toBeVisible();
  await expect(sample.locator('[data-human-frame] svg')).toBeVisible();
  const preview = sample.getByRole('link', { name: t.preview });
  await expect(preview).toHaveAttribute('href', /^\/preview\/[\w-]+$/);
  await expect(preview).toHaveAttribute('target', '_blank');
  await expect(sample.getByRole('link', { name: t.edit })).toHaveAttribute(
    'href',
    /^\/session\/edit\?conversationId=[\w-]+$/,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/session-list-1280.png', fullPage: true });

  // Copy twice: a trial account holds two sessions besides the sample; the third copy is refused with the limit.
  await cardMenu(page, sample, more(SAMPLE_NAME), t.copy);
  await expect(page.getByText(t.copied.replace('{name}', COPY))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await cardMenu(page, sample, more(SAMPLE_NAME), t.copy);
  await expect(page.getByRole('article')).toHaveCount(3);
  await cardMenu(page, sample, more(SAMPLE_NAME), t.copy);
  await expect(page.getByText(zh.ApiServer.trialSessionLimit.replace('{max}', '2'))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);

  // Rename one copy: the form refuses an empty name, then saves.
  const copy = page.getByRole('article', { name: COPY }).first();
  await cardMenu(page, copy, more(COPY), t.rename);
  const rename = page.getByRole('dialog', { name: t.renameTitle });
  const nameInput = rename.getByRole('textbox', { name: t.nameLabel });
  await expect(nameInput).toHaveValue(COPY);
  await nameInput.fill('   ');
  await rename.getByRole('button', { name: t.save }).click();
  await expect(rename.getByText(zh.Validation.required)).toBeVisible();
  await nameInput.fill('大堂迎宾');
  await rename.getByRole('button', { name: t.save }).click();
  await expect(rename).toBeHidden();
  const lobby = card(page, '大堂迎宾');
  await expect(lobby).toBeVisible();

  // Take it offline (after the question) and publish it again.
  await cardMenu(page, lobby, more('大堂迎宾'), t.takeOffline);
  const offline = page.getByRole('dialog', { name: t.offlineTitle });
  await offline.getByRole('button', { name: t.offlineButton }).click();
  await expect(offline).toBeHidden();
  await expect(lobby.getByText(t.status.offline)).toBeVisible();
  await cardMenu(page, lobby, more('大堂迎宾'), t.publish);
  await expect(lobby.getByText(t.status.published)).toBeVisible();

  // Share: the full link, its QR code and the preview.
  await lobby.getByRole('button', { name: t.share }).click();
  const share = page.getByRole('dialog', { name: t.shareTitle.replace('{name}', '大堂迎宾') });
  const link = share.getByRole('textbox', { name: t.shareLink });
  await expect(link).toHaveValue(new RegExp(`^${ZH}/p/[\\w-]{6,}$`));
  const url = await link.inputValue();
  await expect(share.getByRole('img', { name: t.qrAlt })).toHaveAttribute('data-share-qr', url);
  await expect(share.getByRole('img', { name: t.qrAlt })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(share.getByRole('button', { name: t.copyLink })).toBeVisible();
  await expect(share.getByRole('link', { name: t.openPreview })).toHaveAttribute(
    'href',
    /^\/preview\/[\w-]+$/,
  );
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Search by name and filter by language.
  const search = page.getByRole('searchbox', { name: t.searchLabel });
  await search.fill('迎宾');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(lobby).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('combobox', { name: t.languageLabel }).click();
  await page.getByRole('option', { name: t.languages.en }).click();
  await expect(page.getByText(t.noMatch)).toBeVisible();
  await page.getByRole('button', { name: t.clearFilters }).click();
  await expect(page.getByRole('article')).toHaveCount(3);

  // Delete asks first; cancelling keeps the session.
  await cardMenu(page, lobby, more('大堂迎宾'), t.delete);
  const confirm = page.getByRole('dialog', { name: t.deleteTitle });
  await expect(confirm).toContainText('大堂迎宾');
  await confirm.getByRole('button', { name: t.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(lobby).toBeVisible();
  await cardMenu(page, lobby, more('大堂迎宾'), t.delete);
  await confirm.getByRole('button', { name: t.deleteButton }).click();
  await expect(page.getByText(t.deleted.replace('{name}', '大堂迎宾'))).toBeVisible();
  await expect(lobby).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);

  // The console home shows the latest sessions and leads to all of them.
  await menu.getByRole('link', { name: zh.Console.home }).click();
  const latest = page.getByRole('region', { name: t.latestTitle });
  await expect(latest.getByRole('article')).toHaveCount(2);
  await expect(latest.getByRole('article', { name: SAMPLE_NAME, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/console-home-1280.png', fullPage: true });
  await latest.getByRole('link', { name: t.allSessions }).click();
  await expect(page).toHaveURL(/\/dashboard\/session$/);

  // "Create session" in the menu opens the wizard's first step with a draft.
  await menu.getByRole('link', { name: zh.SessionsList.menuCreate }).click();
  await expect(page).toHaveURL(/\/session\/create\/step1$/);

  // The same list in English.
  await shareLoginWithEnglishSite(context);
  await page.goto(`${EN}/dashboard/session`);
  const e = en.SessionsList;
  await expect(page.getByRole('heading', { level: 1, name: e.title })).toBeVisible();
  const english = page.getByRole('article', { name: SAMPLE_NAME, exact: true });
  await expect(english.getByText(e.sample, { exact: true })).toBeVisible();
  await expect(english.getByText(e.status.published)).toBeVisible();
  await expect(english.getByText(e.languages.zh)).toBeVisible();
  await expect(english.getByText(/^Updated (just now|\d+ minutes? ago)$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: en.Console.menuLabel }).getByRole('link')).toContainText([
    en.Console.home,
    en.SessionsList.menu,
    en.SessionsList.menuCreate,
  ]);
  await page.screenshot({ path: 'test-results/session-list-en-1280.png', fullPage: true });
});
