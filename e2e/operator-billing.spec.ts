import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { registerViaApi, uniqueEmail } from './accounts.kit';
import { signInOperator } from './operator.kit';
import { EN, ZH } from './support/hosts';

// The back office's billing pages, in Chinese and in English: the voucher queue, order search and the price list
// open for an admin, and an adjustment typed in yuan lands on a corporation's ledger as exact fen and moves its
// balance. (A reviewer's decision on a voucher is covered by the component tests and BILL's integration tests: a
// bank transfer needs a certified corporation, and certification comes with its own branch.)

for (const [lang, base] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`an operator reads the billing pages and books an adjustment on a corporation's ledger (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = catalogues[lang].Operator;
    const b = catalogues[lang].OperatorBilling;
    const email = uniqueEmail(`billing-${lang}`);
    const company = `Billing ${lang} ${Date.now()}`;
    await registerViaApi(request, email, company);

    const operator = await (
      await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })
    ).newPage();
    await operator.goto(`${base}/operator/billing/vouchers`);
    await operator.waitForURL('**/operator/login?redirect=*');
    await signInOperator(operator, lang);
    await operator.waitForURL('**/operator/billing/vouchers');
    await expect(operator.getByRole('heading', { name: b.vouchersTitle })).toBeVisible();
    await expect(operator.getByTestId('voucher-count')).toBeVisible();
    await operator.screenshot({ path: test.info().outputPath(`vouchers-${lang}.png`), fullPage: true });

    await operator.getByRole('link', { name: t.menuOrders, exact: true }).click();
    await operator.waitForURL('**/operator/billing/orders');
    await expect(operator.getByRole('heading', { name: b.ordersTitle })).toBeVisible();
    await expect(operator.getByTestId('operator-orders').or(operator.getByText(t.empty))).toBeVisible();
    await operator.screenshot({ path: test.info().outputPath(`orders-${lang}.png`), fullPage: true });

    await operator.getByRole('link', { name: t.menuProducts, exact: true }).click();
    await operator.waitForURL('**/operator/billing/products');
    // The catalogue start-up seeds: the standard plan at ¥999.00.
    await expect(operator.getByTestId('operator-products').getByText('¥999.00')).toBeVisible();
    await operator.screenshot({ path: test.info().outputPath(`products-${lang}.png`), fullPage: true });

    await operator.getByRole('link', { name: t.menuCorporations, exact: true }).click();
    await operator.waitForURL('**/operator/corporations');
    await operator.getByLabel(t.searchCorporations).fill(email);
    await operator.getByRole('button', { name: t.filter }).click();
    await operator.getByTestId('corporation-row').getByRole('link', { name: company }).click();
    await operator.waitForURL('**/operator/corporations/detail?corpId=*');
    const billing = operator.getByTestId('corporation-billing');
    await expect(billing.getByTestId('billing-balance')).toHaveText('¥0.00');

    await billing.getByRole('button', { name: b.newEntry }).click();
    const dialog = operator.getByRole('dialog', { name: b.newEntry });
    await dialog.getByLabel(b.amountYuan).fill('12.34');
    await dialog.getByLabel(b.note).fill('E2E goodwill credit');
    await dialog.getByRole('button', { name: b.book }).click();
    await expect(dialog).toBeHidden();
    await expect(billing.getByTestId('billing-balance')).toHaveText('¥12.34');
    await expect(billing.getByTestId('billing-ledger').getByText('E2E goodwill credit')).toBeVisible();
    await operator.screenshot({
      path: test.info().outputPath(`corporation-billing-${lang}.png`),
      fullPage: true,
    });
  });
}
