import { expect, type Locator, type Page } from '@playwright/test';
import { call, publishedSession, R, textInput, zh } from './runtime.kit';

// Shared steps of e2e/experience.spec.ts and experience.phone.spec.ts: an account whose published sample session
// is served by an application, the hosted experience form, and the hosted page that shows what it saved.

export const X = zh.Experience;
export const V = zh.Validation;
export const END_URL = 'https://shop.example.com/thanks';
export const TITLE = '示例商城导购';
export const BUTTON = '开始咨询';

/** A new account, logged in, with an application serving its published sample session. */
export async function accountWithApp(page: Page, tag: string) {
  const { id, shareCode } = await publishedSession(page, tag);
  const app = await call<{ appId: string }>(page, '/management/application/createApplication', {
    name: '官网导购',
    concurrency: 1,
    conversationId: id,
  });
  return { id, shareCode, appId: app.appId };
}

export async function experienceForm(page: Page) {
  const form = page.getByRole('form', { name: X.form.heading });
  await expect(form.locator('fieldset[data-hydrated="true"]')).toBeAttached();
  return form;
}

/** A bad end URL is refused on its field, in the page's language; the fixed form saves. */
export async function fillAndSave(form: Locator, page: Page) {
  const endUrl = form.getByLabel(X.form.endUrl);
  // Until it is saved, the texts are the first session's.
  await expect(form.getByLabel(X.form.title)).toHaveValue('欢迎体验数字人平台');
  await endUrl.fill('http://shop.example.com/thanks');
  await form.getByRole('button', { name: X.form.save }).click();
  await expect(endUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(V.httpsRequired)).toBeVisible();

  await endUrl.fill(END_URL);
  await expect(form.getByText(V.httpsRequired)).toBeHidden();
  await form.getByLabel(X.form.title).fill(TITLE);
  await form.getByLabel(X.form.buttonText).fill(BUTTON);
  await form.getByRole('button', { name: X.form.addOrigin }).click();
  const origin = form.getByRole('textbox', { name: X.form.originLabel.replace('{n}', '1') });
  await origin.fill('www.example.com');
  await form.getByRole('button', { name: X.form.save }).click();
  await expect(form.getByText(V.httpsRequired)).toBeVisible();
  await origin.fill('https://Shop.Example.com/embed/page.html');
  await form.getByRole('button', { name: X.form.save }).click();
  await expect(page.getByText(X.form.saved)).toBeVisible();
}

/** The embed code on the clipboard, as the copy button put it there. */
export async function copiedEmbedCode(page: Page) {
  await page.getByRole('button', { name: X.embed.copyCode }).click();
  await expect(page.getByRole('button', { name: X.embed.codeCopied })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * The application's hosted page: framed only by the site and the saved domain, the saved title and button; the
 * conversation, once the visitor ends it, leads to the end URL (answered here, no network).
 */
export async function hostedPageEndsOnEndUrl(page: Page, appId: string) {
  await page.route('https://shop.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>谢谢光临</h1>' }),
  );
  const answer = await page.goto(`/collection/preview/${appId}`);
  expect(answer?.headers()['content-security-policy']).toContain(
    "frame-ancestors 'self' https://shop.example.com",
  );
  expect(answer?.headers()['x-frame-options']).toBeUndefined();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: BUTTON }).click();
  await expect(textInput(page)).toBeEnabled();
  await page.getByRole('button', { name: R.hangUp }).click();
  await expect(page).toHaveURL(END_URL, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '谢谢光临' })).toBeVisible();
}
