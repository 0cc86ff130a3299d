import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { signInOperator } from './operator.kit';
import { EN, ZH } from './support/hosts';

// The back office's first journey, on the Chinese and the English site: the seeded first admin signs in (enrolling
// an authenticator app the first time; the test computes the codes from the key the page shows), approves a trial
// continuation a customer asked for in the console, the customer's console shows the new trial end, and the audit
// log shows the approval.

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  const c = catalogues[locale];
  const t = c.Operator;

  test(`${locale}: an operator approves a trial continuation, and the customer sees the longer trial`, async ({
    browser,
    request,
  }) => {
    // A customer applies to continue from the console's trial card.
    const email = uniqueEmail(`continue-${locale}`);
    const company = `Continue Co ${locale} ${Date.now()}`;
    await registerViaApi(request, email, company);
    const customer = await browser.newPage();
    await logInViaApi(customer, email, origin);
    await customer.waitForURL('**/dashboard');
    await customer.getByRole('button', { name: c.Account.applyNow }).click();
    await customer.getByLabel(c.Account.contactName).fill('Wang Lin');
    await customer.getByLabel(c.Account.phone).fill('13800138000');
    await customer.getByLabel(c.Account.message).fill('Our pilot went well.');
    await customer.getByRole('button', { name: c.Account.submitApplication }).click();
    await expect(customer.getByText(c.Account.applicationPending)).toBeVisible();
    const trialBefore = await customer.getByTestId('trial-state').innerText();

    // The operator: the back office sends them to its own login, in the site's language.
    const operator = await browser.newPage();
    await operator.goto(`${origin}/operator/trial-continuations`);
    await operator.waitForURL('**/operator/login?redirect=*');
    await expect(operator.getByRole('heading', { name: t.loginTitle })).toBeVisible();
    await signInOperator(operator, locale, { checkWrongCode: true });
    await operator.waitForURL('**/operator/trial-continuations');
    await expect(operator.getByRole('heading', { level: 1, name: t.menuContinuations })).toBeVisible();

    const row = operator.getByTestId('continuation-row').filter({ hasText: company });
    await row.getByRole('button', { name: t.approve }).click();
    await operator.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await expect(operator.getByTestId('answer-done')).toBeVisible();

    // The customer's console shows the answer and the later trial end.
    await customer.reload();
    await expect(customer.getByTestId('continuation-answer')).toContainText(c.Account.continuationApproved);
    await expect(customer.getByTestId('trial-state')).not.toHaveText(trialBefore);

    // The audit log shows the approval.
    await operator.getByRole('link', { name: t.menuAudit }).click();
    await expect(
      operator.getByTestId('audit-row').filter({ hasText: 'trial-continuation.approve' }).first(),
    ).toBeVisible();
  });
}
