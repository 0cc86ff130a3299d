import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { catalogues } from '@/messages/catalogues';
import { e2eDataDir } from './support/outbox';

// Signing in to the back office as the seeded first admin (scripts/e2e-server.mjs sets SEED_OPERATOR). The first
// sign-in of a server's life enrols an authenticator: the test reads the key the page shows and keeps it, with the
// last time step it used, beside the server's data (a fresh server has a fresh directory), so every later journey of
// any spec file signs in with a code of its own: the server takes each time step once.

export const OPERATOR = { email: 'admin@example.com', password: 'Admin@2026pass' };

type Locale = keyof typeof catalogues;
interface Enrolment {
  secret: string;
  lastStep: number;
}

const enrolmentFile = () => path.join(e2eDataDir(), 'e2e-operator-totp.json');
const readEnrolment = (): Enrolment | null =>
  existsSync(enrolmentFile()) ? (JSON.parse(readFileSync(enrolmentFile(), 'utf8')) as Enrolment) : null;
const currentStep = () => Math.floor(Date.now() / 30_000);

/** A code of a time step the server has not seen yet (it allows one step ahead for clocks a little off). */
async function freshCode(enrolment: Enrolment): Promise<string> {
  await expect.poll(() => currentStep() + 1 > enrolment.lastStep, { timeout: 35_000 }).toBe(true);
  const step = Math.max(currentStep(), enrolment.lastStep + 1);
  writeFileSync(enrolmentFile(), JSON.stringify({ ...enrolment, lastStep: step }));
  return generate({ secret: enrolment.secret, epoch: step * 30 });
}

/**
 * From the operator login page `page` was sent to: the password, then enrolment (first time) or a code. With
 * `checkWrongCode`, a wrong code is refused first with the translated message.
 */
export async function signInOperator(page: Page, locale: Locale, { checkWrongCode = false } = {}) {
  const t = catalogues[locale].Operator;
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(OPERATOR.email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByLabel(t.codeLabel)).toBeVisible();
  let enrolment = readEnrolment();
  if (!enrolment) {
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await expect(page.getByRole('img', { name: t.qrAlt })).toBeVisible();
    enrolment = { secret, lastStep: 0 };
  }
  if (checkWrongCode) {
    await page.getByLabel(t.codeLabel).fill('000000');
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(catalogues[locale].ApiServer.operatorCodeWrong)).toBeVisible();
  }
  await page.getByLabel(t.codeLabel).fill(await freshCode(enrolment));
  await page.getByRole('button', { name: t.verify }).click();
}
