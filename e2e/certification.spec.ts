import { expect, test, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { signInOperator } from './operator.kit';
import { EN, ZH } from './support/hosts';

// Company certification from the form to verified, on the Chinese and the English site (issue 22 §3): a customer
// fills the form on the account page with a licence image and sees "in authentication"; an operator rejects it with
// a reason in the back office; the customer sees the reason and certifies again; the operator approves; the
// customer sees verified.

/** A 1×1 png: a real image, so the server's check by content lets it through. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  const c = catalogues[locale];
  const f = c.Certification;
  const t = c.Operator;
  const state = (value: string) => f.state.match(new RegExp(`(?<![a-z])${value} \\{([^}]*)\\}`))![1]!;
  const reviewState = (page: Page) => page.getByTestId('certification-state');

  async function attachLicence(page: Page) {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  }

  async function review(operator: Page, company: string) {
    await operator.goto(`${origin}/operator/certifications`);
    await expect(operator.getByRole('heading', { level: 1, name: t.menuCertifications })).toBeVisible();
    const row = operator.getByTestId('certification-row').filter({ hasText: company });
    await row.getByRole('button', { name: t.review }).click();
    const dialog = operator.getByRole('dialog');
    await expect(dialog.getByTestId('licence-image')).toBeVisible();
    return dialog;
  }

  test(`${locale}: a company is certified after a rejection and a second submission`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`certify-${locale}`);
    const company = `Certify Co ${locale} ${Date.now()}`;
    await registerViaApi(request, email, company);
    const customer = await browser.newPage();
    await logInViaApi(customer, email, origin);
    await customer.waitForURL('**/dashboard');
    await customer.getByRole('link', { name: c.Account.menu, exact: true }).click();
    await customer.waitForURL('**/dashboard/account');
    await expect(reviewState(customer)).toHaveText(state('unverified'));
    await expect(customer.getByText(f.unlock.match(/bankTransfer \{([^}]*)\}/)![1]!)).toBeVisible();

    // A wrong check character is refused on the form, in the page's language.
    await customer.getByLabel(f.companyName).fill(company);
    await customer.getByLabel(f.creditCode).fill('91110108551385082A');
    await customer.getByLabel(f.authenticatorName).fill('Wang Lin');
    await customer.getByLabel(f.contactPhone).fill('13800138000');
    await attachLicence(customer);
    await customer.getByRole('button', { name: f.submit }).click();
    await expect(customer.getByText(c.Validation.creditCodeInvalid)).toBeVisible();
    await customer.getByLabel(f.creditCode).fill('91110108551385082Q');
    await customer.getByRole('button', { name: f.submit }).click();
    await expect(reviewState(customer)).toHaveText(state('submitted'));
    await expect(customer.getByText(f.inReview)).toBeVisible();

    // The operator rejects it with a reason.
    const operator = await browser.newPage();
    await operator.goto(`${origin}/operator/certifications`);
    await operator.waitForURL('**/operator/login?redirect=*');
    await signInOperator(operator, locale);
    await operator.waitForURL('**/operator/certifications');
    let dialog = await review(operator, company);
    await dialog.getByLabel(t.rejectReason).fill('The licence photo is blurred.');
    await dialog.getByRole('button', { name: t.reject }).click();
    await expect(operator.getByTestId('certification-done')).toHaveText(t.certificationRejected);

    // The customer sees the reason and certifies again (the form is filled with what was sent).
    await customer.reload();
    await expect(reviewState(customer)).toHaveText(state('other'));
    await expect(customer.getByTestId('certification-reason')).toContainText('The licence photo is blurred.');
    await expect(customer.getByLabel(f.creditCode)).toHaveValue('91110108551385082Q');
    await attachLicence(customer);
    await customer.getByRole('button', { name: f.submit }).click();
    await expect(reviewState(customer)).toHaveText(state('submitted'));

    // The operator approves.
    dialog = await review(operator, company);
    await expect(dialog.getByText('The licence photo is blurred.')).toBeVisible();
    await dialog.getByRole('button', { name: t.approve }).click();
    await expect(operator.getByTestId('certification-done')).toHaveText(t.certificationApproved);

    // Verified: the form is gone and the page says how to change it.
    await customer.reload();
    await expect(reviewState(customer)).toHaveText(state('verified'));
    await expect(customer.getByText(f.verified)).toBeVisible();
    await expect(customer.getByRole('button', { name: f.submit })).toHaveCount(0);
  });
}
