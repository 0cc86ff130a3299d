import { expect, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';

// Shared steps of the applications and resources journeys (desktop and phone).

type Resources = (typeof catalogues)['zh']['Resources'];

/**
 * Creates an application with the form and reads its key from the "shown once" window, which stays open. `stays`:
 * the slots the form says stay for share links and previews, of `total`; at 0 it asks first, and is told yes.
 */
export async function createApplication(
  page: Page,
  r: Resources,
  app: { name: string; concurrency: number; session?: string; stays?: { stays: number; total: number } },
) {
  await page.getByRole('button', { name: r.apps.create }).click();
  const form = page.getByRole('dialog', { name: r.form.createTitle });
  await form.getByRole('textbox', { name: r.form.name }).fill(app.name);
  await form.getByRole('textbox', { name: r.form.concurrency }).fill(String(app.concurrency));
  if (app.session) {
    await form.getByRole('combobox', { name: r.form.session }).click();
    await page.getByRole('option', { name: app.session }).click();
  }
  const left = app.stays;
  if (left)
    await expect(form.getByTestId('share-remainder')).toHaveText(
      left.stays === 0
        ? r.form.noneStays.replace('{total}', String(left.total))
        : r.form.stays.replace('{total}', String(left.total)).replace('{stays}', String(left.stays)),
    );
  await form.getByRole('button', { name: r.form.create }).click();
  if (left?.stays === 0) {
    const question = form.getByRole('alertdialog', { name: r.form.lastSlotTitle });
    await expect(question).toContainText(r.form.lastSlotMessage);
    await question.getByRole('button', { name: r.form.lastSlotConfirm }).click();
  }
  await expect(form).toBeHidden();
  return readShownKey(page, r);
}

/** The key in the "shown once" window. */
export async function readShownKey(page: Page, r: Resources) {
  const dialog = page.getByRole('dialog', { name: r.key.title });
  await expect(dialog.getByRole('alert')).toContainText(r.key.warningTitle);
  const key = (await dialog.getByTestId('app-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^sk_[A-Za-z0-9_-]{32}$/);
  return { dialog, key };
}

export const hintOf = (key: string) => `${key.slice(0, 5)}…${key.slice(-4)}`;

/** What the customer's server sees with this key: the HTTP status of the open API. */
export async function openApiStatus(page: Page, key: string) {
  const answer = await page.request.get('/api/open/v1/application', {
    headers: { authorization: `Bearer ${key}` },
  });
  return answer.status();
}
