import { expect, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { PASSWORD, registerViaApi, uniqueEmail } from './accounts.kit';
import { signInOperator } from './operator.kit';

// The notifications journeys' set-up: a signed-in customer with a certification in review (through the API, as the
// account page sends it), and an operator deciding it in the back office — the real event that rings the bell.

type Locale = keyof typeof catalogues;

/** A 1×1 png: a real image, so the server's check by content lets it through. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Registers, signs `page`'s context in (the session cookie) and submits a certification; answers the company. */
export async function customerInReview(page: Page, origin: string, tag: string) {
  const email = uniqueEmail(`notify-${tag}`);
  const company = `Notify Co ${tag} ${Date.now()}`;
  await registerViaApi(page.request, email, company);
  // In the page, on its own host: the session cookie belongs to the language's host, which only the browser resolves.
  await page.goto(`${origin}/login`);
  const codes = await page.evaluate(
    async ({ email, password, company, png }) => {
      const web = { 'x-dh-client': 'web' };
      const captcha = await (await fetch('/api/sys-api/captcha', { headers: web })).json();
      const login = await (
        await fetch('/api/sys-api/login', {
          method: 'POST',
          headers: { ...web, 'content-type': 'application/json' },
          body: JSON.stringify({
            username: email,
            password,
            captchaId: captcha.data.captchaId,
            captchaCode: 'abcd',
          }),
        })
      ).json();
      const form = new FormData();
      form.append('companyName', company);
      form.append('creditCode', '91110108551385082Q');
      form.append('authenticatorName', 'Wang Lin');
      form.append('contactPhone', '13800138000');
      const bytes = Uint8Array.from(atob(png), (ch) => ch.charCodeAt(0));
      form.append('file', new File([bytes], 'licence.png', { type: 'image/png' }));
      const sent = await (
        await fetch('/api/management/certification/submit', { method: 'POST', headers: web, body: form })
      ).json();
      return [login.code, sent.code];
    },
    { email, password: PASSWORD, company, png: PNG.toString('base64') },
  );
  expect(codes).toEqual([0, 0]);
  return company;
}

/** An operator (a page of its own) approves the company's submission, or rejects it with `reason`. */
export async function decideInBackOffice(
  operator: Page,
  origin: string,
  locale: Locale,
  company: string,
  reason?: string,
) {
  const t = catalogues[locale].Operator;
  await operator.goto(`${origin}/operator/certifications`);
  await operator.waitForURL(/\/operator\/(login|certifications)/);
  if (operator.url().includes('/operator/login')) {
    await signInOperator(operator, locale);
    await operator.waitForURL('**/operator/certifications');
  }
  const row = operator.getByTestId('certification-row').filter({ hasText: company });
  await row.getByRole('button', { name: t.review }).click();
  const dialog = operator.getByRole('dialog');
  await expect(dialog.getByTestId('licence-image')).toBeVisible();
  if (reason) {
    await dialog.getByLabel(t.rejectReason).fill(reason);
    await dialog.getByRole('button', { name: t.reject }).click();
    await expect(operator.getByTestId('certification-done')).toHaveText(t.certificationRejected);
  } else {
    await dialog.getByRole('button', { name: t.approve }).click();
    await expect(operator.getByTestId('certification-done')).toHaveText(t.certificationApproved);
  }
}
