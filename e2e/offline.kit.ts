import { expect, type Page } from '@playwright/test';
import { exportJWK, generateKeyPair } from 'jose';
import { catalogues } from '@/messages/catalogues';

// Shared steps of the offline licences journeys (desktop and phone).

export type OfflineTexts = (typeof catalogues)['zh']['Offline'];
export const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The session list gives a new corporation its published sample session: read it once, as the console does. */
export async function giveSampleSession(page: Page) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post('/api/management/conversation/query', {
    data: { pageIndex: 1, pageSize: 10 },
    headers: { origin, 'x-dh-client': 'web' },
  });
  const body = (await answer.json()) as { code: number; data: { total: number } };
  expect(body.code).toBe(0);
  expect(body.data.total).toBeGreaterThan(0);
}

/** Creates a licence with the form (the first published session, 30 days) and answers its activation code. */
export async function createLicence(page: Page, o: OfflineTexts, label: string) {
  await page.getByRole('button', { name: o.create }).click();
  const form = page.getByRole('dialog', { name: o.form.title });
  await expect(form.getByRole('combobox', { name: o.form.session })).not.toHaveValue('');
  await form.getByRole('textbox', { name: o.form.label }).fill(label);
  await form.getByRole('button', { name: o.form.submit }).click();
  await expect(form).toBeHidden();
  const licence = page.getByTestId('licence').first();
  await expect(licence.getByTestId('licence-status')).toHaveText(o.status.active);
  const code =
    (await licence.getByTestId('activation-code').locator('visible=true').textContent())?.trim() ?? '';
  expect(code).toMatch(CODE);
  return { licence, code };
}

/** A device activating with the code, as an offline package online would (its own Ed25519 key). */
export async function activateDevice(page: Page, code: string, deviceName: string) {
  const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const answer = await page.request.post('/api/offline/activate', {
    data: { code, devicePublicKey: await exportJWK(publicKey), deviceName },
  });
  const body = (await answer.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/** Revokes (licence or device) through the confirmation. */
export async function confirmRevoke(page: Page, o: OfflineTexts, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: o.revoke }).click();
  await expect(dialog).toBeHidden();
}
