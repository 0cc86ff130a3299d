import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { logIn, registerViaApi, uniqueEmail, zh } from './accounts.kit';
import { saveOperatorSecret } from './operator.kit';

// The back office's first journey: the seeded first admin enrols an authenticator app at the first sign-in (the
// test computes the codes from the key the page shows), approves a trial continuation a customer asked for in
// the console, the customer's console shows the new trial end, and the audit log shows the approval.

const OPERATOR = { email: 'admin@example.com', password: 'Admin@2026pass' };
const t = zh.Operator;

test('an operator enrols TOTP, approves a trial continuation, and the customer sees the longer trial', async ({
  browser,
  request,
}) => {
  // A customer applies to continue from the console's trial card.
  const email = uniqueEmail('continue');
  const company = `Continue Co ${Date.now()}`;
  await registerViaApi(request, email, company);
  const customer = await browser.newPage();
  await logIn(customer, email);
  await customer.waitForURL('**/dashboard');
  await customer.getByRole('button', { name: zh.Account.applyNow }).click();
  await customer.getByLabel(zh.Account.contactName).fill('Wang Lin');
  await customer.getByLabel(zh.Account.phone).fill('13800138000');
  await customer.getByLabel(zh.Account.message).fill('Our pilot went well.');
  await customer.getByRole('button', { name: zh.Account.submitApplication }).click();
  await expect(customer.getByText(zh.Account.applicationPending)).toBeVisible();
  const trialBefore = await customer.getByTestId('trial-state').innerText();

  // The operator: the back office sends them to its own login, then to enrolment.
  const operator = await browser.newPage();
  await operator.goto('/operator/trial-continuations');
  await operator.waitForURL('**/operator/login?redirect=*');
  await operator.getByLabel(t.email).fill(OPERATOR.email);
  await operator.getByLabel(t.password).fill(OPERATOR.password);
  await operator.getByRole('button', { name: t.next }).click();
  const secret = (await operator.getByTestId('totp-secret').innerText()).trim();
  saveOperatorSecret(secret);
  await expect(operator.getByRole('img', { name: t.qrAlt })).toBeVisible();
  await operator.getByLabel(t.codeLabel).fill('000000');
  await operator.getByRole('button', { name: t.verify }).click();
  await expect(operator.getByText(zh.ApiServer.operatorCodeWrong)).toBeVisible();
  await operator.getByLabel(t.codeLabel).fill(await generate({ secret }));
  await operator.getByRole('button', { name: t.verify }).click();
  await operator.waitForURL('**/operator/trial-continuations');

  const row = operator.getByTestId('continuation-row').filter({ hasText: company });
  await row.getByRole('button', { name: t.approve }).click();
  await operator.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
  await expect(operator.getByTestId('answer-done')).toBeVisible();

  // The customer's console shows the answer and the later trial end.
  await customer.reload();
  await expect(customer.getByTestId('continuation-answer')).toContainText(zh.Account.continuationApproved);
  await expect(customer.getByTestId('trial-state')).not.toHaveText(trialBefore);

  // The audit log shows the approval.
  await operator.getByRole('link', { name: t.menuAudit }).click();
  await expect(
    operator.getByTestId('audit-row').filter({ hasText: 'trial-continuation.approve' }),
  ).toBeVisible();
});
