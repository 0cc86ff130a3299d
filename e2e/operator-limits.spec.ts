import { expect, test } from '@playwright/test';
import { EN, ZH } from './support/hosts';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { signInOperator } from './operator.kit';
import { catalogues } from '@/messages/catalogues';

// An operator raises a trial corporation's session limit in the back office (its detail page), and the customer's
// console shows the new limit — in Chinese and in English (each on its own host).

type Messages = (typeof catalogues)['zh'];

const limitText = (m: Messages, sessions: number) =>
  m.Account.trialLimits.replace('{sessions}', String(sessions));

for (const [lang, base] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`an operator raises a corporation's session limit and the customer's console shows it (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const m = catalogues[lang];
    const t = m.Operator;
    const email = uniqueEmail(`limits-${lang}`);
    const company = `Limits ${lang} ${Date.now()}`;
    await registerViaApi(request, email, company);
    const customer = await (await browser.newContext({ baseURL: base })).newPage();
    await logInViaApi(customer, email, base);
    await customer.waitForURL('**/dashboard');
    await expect(customer.getByText(limitText(m, 2))).toBeVisible();

    const operator = await (
      await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } })
    ).newPage();
    await operator.goto(`${base}/operator/corporations`);
    await operator.waitForURL('**/operator/login?redirect=*');
    await signInOperator(operator, lang);
    await operator.waitForURL('**/operator/corporations');
    await operator.getByLabel(t.searchCorporations).fill(email);
    await operator.getByRole('button', { name: t.filter }).click();
    await operator.getByTestId('corporation-row').getByRole('link', { name: company }).click();
    await operator.waitForURL('**/operator/corporations/detail?corpId=*');
    await expect(operator.getByTestId('limit-sessions')).toHaveText('2');

    const sessionsName = t.corporation.limit.sessions;
    await operator
      .getByRole('button', { name: t.corporation.changeLimitOf.replace('{limit}', sessionsName) })
      .click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByLabel(t.corporation.newValue).fill('5');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(operator.getByTestId('limit-sessions')).toHaveText('5');
    await expect(
      operator.getByTestId('corporation-activity').filter({ hasText: 'plan.set-limit' }),
    ).toBeVisible();

    await operator.screenshot({
      path: test.info().outputPath(`corporation-detail-${lang}.png`),
      fullPage: true,
    });

    await customer.reload();
    await expect(customer.getByText(limitText(m, 5))).toBeVisible();
  });
}
