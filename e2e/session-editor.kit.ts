import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { EN, ZH } from './support/hosts';
import { catalogues } from '@/messages/catalogues';

// Shared steps of e2e/session-editor.spec.ts: an account of its own, its sample session, the editor's controls.

export const { zh, en } = catalogues;
export type Texts = typeof zh;

/** A new account, logged in on both sites, and the id of the sample session every new corporation gets. */
export async function accountWithSample(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await registerViaApi(page.request, email, `Editor ${tag}`);
  await logInViaApi(page, email, ZH);
  await expect(page).toHaveURL(/\/dashboard/);
  await shareLoginWithEnglishSite(page.context());
  // A cookie-authenticated call must come from the site itself, as the browser's would.
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post('/api/management/conversation/query', {
    data: {},
    headers: { origin },
  });
  const body = (await answer.json()) as { code: number; data: { list: { conversationId: string }[] } };
  expect(body.code).toBe(0);
  expect(body.data.list.length).toBeGreaterThan(0);
  return body.data.list[0]!.conversationId;
}

/** The session cookie is the host's own; the English site gets the same token. */
async function shareLoginWithEnglishSite(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'dh_session');
  if (!cookie) throw new Error('not logged in');
  const { hostname } = new URL(EN);
  await context.addCookies([{ ...cookie, domain: hostname }]);
}

export async function openEditor(page: Page, id: string, texts: Texts = zh, host = '') {
  await page.goto(`${host}/session/edit?conversationId=${encodeURIComponent(id)}`);
  const form = editorForm(page, texts);
  // The form renders once the client has fetched the session, after hydration: on a busy machine that is the
  // slowest step of the journey, so it gets longer than the default wait.
  await expect(form).toBeVisible({ timeout: 30_000 });
  // The fieldset is enabled once React has hydrated the form.
  await expect(form.locator('fieldset[data-hydrated="true"]')).toBeAttached();
  return form;
}

export const editorForm = (page: Page, texts: Texts = zh) =>
  page.getByRole('form', { name: texts.SessionsEditor.title });

export async function openTab(page: Page, tab: keyof Texts['SessionsEditor']['tabs'], texts: Texts = zh) {
  const button = page.getByRole('tab', { name: new RegExp(`^${texts.SessionsEditor.tabs[tab]}`) });
  await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
}

export const saveButton = (page: Page, texts: Texts = zh) =>
  editorForm(page, texts).getByRole('button', { name: texts.SessionsEditor.save }).first();

/** Saves, confirms the change to a published session when asked, and waits for the notice. */
export async function save(page: Page, texts: Texts = zh, { expectInUse = false } = {}) {
  await saveButton(page, texts).click();
  if (expectInUse) {
    const dialog = page.getByRole('dialog', { name: texts.SessionsEditor.inUse.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: texts.SessionsEditor.inUse.confirm }).click();
  }
  await expect(page.getByText(texts.SessionsEditor.saved)).toBeVisible();
  await expect(page.getByText(texts.SessionsEditor.allSaved)).toBeVisible();
}

/**
 * Mantine draws radios of a segmented control and switches over a hidden input: a person clicks the label.
 * Returns the input, to check its state.
 */
export async function clickLabelOf(scope: Page | Locator, role: 'radio' | 'switch', name: string) {
  // A switch's name runs on into its description.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const input = scope.getByRole(role, { name: new RegExp(`^${escaped}(\\s|$)`) });
  const id = await input.getAttribute('id');
  await scope.locator(`label[for="${id}"]`).first().click();
  return input;
}
