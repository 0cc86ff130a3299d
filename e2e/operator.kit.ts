import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { catalogues } from '@/messages/catalogues';

// Signing the seeded first admin in to the back office, from any journey: the first sign-in on a fresh database
// enrols an authenticator (the key the page shows is kept beside the server's data, so later journeys against the
// same server can compute codes), later ones type a code. A code is good once (the server refuses a replay in its
// time step), so a refused code is followed by the next step's.

export const OPERATOR = { email: 'admin@example.com', password: 'Admin@2026pass' };

type Messages = (typeof catalogues)['zh'];

function secretFile(): string {
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = readFileSync(path.join(tmpdir(), `dh-e2e-data-dir-${port}.txt`), 'utf8').trim();
  return path.join(dataDir, 'e2e-operator-totp.txt');
}

/** Keeps the admin's authenticator key for the journeys after this one (e2e/operator.spec.ts enrols too). */
export const saveOperatorSecret = (secret: string) => writeFileSync(secretFile(), secret);

const step = () => Math.floor(Date.now() / 30_000);

/** On the operators' login page: password, then enrolment or a code; ends signed in, wherever it was sent. */
export async function signInOperator(page: Page, m: Messages = catalogues.zh) {
  const t = m.Operator;
  await page.getByLabel(t.email).fill(OPERATOR.email);
  // By role: the password field's visibility toggle is labelled with the word too.
  await page.getByRole('textbox', { name: t.password }).fill(OPERATOR.password);
  await page.getByRole('button', { name: t.next }).click();
  const enrolKey = page.getByTestId('totp-secret');
  const codeField = page.getByLabel(t.codeLabel);
  await expect(codeField).toBeVisible();
  let secret: string;
  if (await enrolKey.isVisible()) {
    secret = (await enrolKey.innerText()).trim();
    saveOperatorSecret(secret);
  } else {
    expect(existsSync(secretFile()), 'the admin enrolled in an earlier run of another server').toBe(true);
    secret = readFileSync(secretFile(), 'utf8').trim();
  }
  const used = step();
  await codeField.fill(await generate({ secret }));
  await page.getByRole('button', { name: t.verify }).click();
  const refused = page.getByText(m.ApiServer.operatorCodeWrong);
  const signedIn = page.getByRole('button', { name: t.signOut });
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    // This step's code was used by an earlier sign-in: the next step brings a fresh one.
    await expect.poll(step, { timeout: 35_000, intervals: [500] }).toBeGreaterThan(used);
    await codeField.fill(await generate({ secret }));
    await page.getByRole('button', { name: t.verify }).click();
  }
  await expect(signedIn).toBeVisible();
}
