import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Cookie, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { catalogues } from '@/messages/catalogues';
import { e2eDataDir } from './support/outbox';

// Signing in to the back office as the seeded first admin (scripts/e2e-server.mjs sets SEED_OPERATOR). The first
// sign-in of a server's life enrols an authenticator: the test reads the key the page shows and keeps it, with the
// last time step it used, beside the server's data (a fresh server has a fresh directory), so every later journey of
// any spec file signs in with a code of its own: the server takes each time step once.
//
// A code of its own means waiting for the next 30-second step, so only the journeys that test the sign-in itself
// (`checkWrongCode`) always go through it: the others reuse the session cookie of an earlier sign-in on the same host,
// kept beside the enrolment, and sign in for real only when there is none yet or the server no longer takes it.
// Parallel workers take turns (a lock directory): two sign-ins at once would race for the enrolment and the steps.

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

const OPERATOR_COOKIE = 'dh_operator';
const sessionFile = (host: string) => path.join(e2eDataDir(), `e2e-operator-session-${host}.json`);
const lockDir = () => path.join(e2eDataDir(), 'e2e-operator-sign-in.lock');

/** Runs `work` while no other worker signs in (a lock left by a crashed worker expires after two minutes). */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lockDir());
          return true;
        } catch {
          const held = statSync(lockDir(), { throwIfNoEntry: false });
          if (held && Date.now() - held.mtimeMs > 120_000)
            rmSync(lockDir(), { recursive: true, force: true });
          return false;
        }
      },
      { timeout: 150_000, intervals: [250] },
    )
    .toBe(true);
  try {
    return await work();
  } finally {
    rmSync(lockDir(), { recursive: true, force: true });
  }
}

/** With the kept session of this host, opens the page the login was asked for; false when it is not taken. */
async function reuseSession(page: Page): Promise<boolean> {
  const login = new URL(page.url());
  const file = sessionFile(login.hostname);
  if (!existsSync(file)) return false;
  await page.context().addCookies(JSON.parse(readFileSync(file, 'utf8')) as Cookie[]);
  const redirect = login.searchParams.get('redirect');
  await page.goto(new URL(redirect?.startsWith('/') ? redirect : '/operator', login).href);
  if (!new URL(page.url()).pathname.includes('/operator/login')) return true;
  rmSync(file, { force: true });
  return false;
}

/** Keeps the session cookie the sign-in just set, for the later journeys on this host. */
async function keepSession(page: Page) {
  const host = new URL(page.url()).hostname;
  const cookies = () => page.context().cookies(page.url());
  await expect
    .poll(async () => (await cookies()).some((c) => c.name === OPERATOR_COOKIE), { timeout: 15_000 })
    .toBe(true);
  const kept = (await cookies()).filter((c) => c.name === OPERATOR_COOKIE);
  writeFileSync(sessionFile(host), JSON.stringify(kept));
}

/**
 * From the operator login page `page` was sent to: the password, then enrolment (first time) or a code. With
 * `checkWrongCode`, a wrong code is refused first with the translated message. Without it, an earlier sign-in's
 * session on this host is reused when the server still takes it (the page then opens the login's redirect target).
 */
export async function signInOperator(page: Page, locale: Locale, { checkWrongCode = false } = {}) {
  if (!checkWrongCode && (await reuseSession(page))) return;
  await exclusively(async () => {
    await signInWithCode(page, locale, checkWrongCode);
    await keepSession(page);
  });
}

async function signInWithCode(page: Page, locale: Locale, checkWrongCode: boolean) {
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
