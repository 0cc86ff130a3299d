import { expect, test, type Page } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { certifyCompany, PNG } from './certification.kit';
import { EN, ZH } from './support/hosts';

// Issue 22 §2, bank transfer: a certified customer buys concurrency by transfer and uploads a voucher; a reviewer
// rejects it with a note in the back office; the customer reads the note and uploads a new voucher; the reviewer
// approves; the customer finds the new grant on /dashboard/resources. Certification, which transfer needs, is given
// through the customer's API and the back office's queue (its own journey is certification.spec.ts).

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function decide(operator: Page, origin: string, orderNo: string, lang: 'zh' | 'en', note?: string) {
  const o = catalogues[lang].OperatorBilling;
  await operator.goto(`${origin}/operator/billing/vouchers`);
  await operator.getByRole('link', { name: o.reviewOf.replace('{orderNo}', orderNo) }).click();
  await operator.waitForURL('**/operator/billing/orders/detail?orderId=*');
  await operator.getByRole('button', { name: note ? o.reject : o.approve, exact: true }).click();
  const dialog = operator.getByRole('dialog');
  if (note) await dialog.getByLabel(o.rejectNote).fill(note);
  await dialog.getByRole('button', { name: note ? o.reject : o.approve, exact: true }).click();
  // The order reloads in its new state (the decision's own buttons go with the review).
  const status = (value: string) => o.status.match(new RegExp(`${value} \\{([^}]*)\\}`))![1]!;
  await expect(operator.getByRole('main')).toContainText(status(note ? 'rejected' : 'completed'));
  await expect(operator.getByRole('button', { name: o.approve, exact: true })).toHaveCount(0);
}

for (const [lang, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`concurrency bought by bank transfer: rejected, a new voucher, approved, granted (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const b = catalogues[lang].BillingCenter;
    const r = catalogues[lang].Resources;
    const email = uniqueEmail(`transfer-${lang}`);
    const company = `Transfer Co ${lang} ${Date.now()}`;
    await registerViaApi(request, email, company);
    const customer = await browser.newPage();
    await logInViaApi(customer, email, origin);
    await customer.waitForURL('**/dashboard');
    const operator = await browser.newPage();
    await certifyCompany(customer, operator, origin, company, lang);

    // The order, paid by transfer: the platform's bank details and the voucher upload.
    await customer.goto(`${origin}/dashboard/order/list?buy=concurrency`);
    const dialog = customer.getByRole('dialog', { name: b.buy.title });
    await dialog.getByRole('button', { name: b.buy.create }).click();
    await customer.waitForURL(/\/dashboard\/order\/detail\?orderNo=/);
    const orderNo = new URL(customer.url()).searchParams.get('orderNo')!;
    await customer.getByRole('radio', { name: b.method.transfer }).check();
    await customer.getByRole('button', { name: b.pay.chooseTransfer }).click();
    await expect(customer.getByText(b.transfer.accountNo)).toBeVisible();
    await customer.locator('input[type=file]').setInputFiles(png('voucher.png'));
    await expect(customer.getByTestId('order-reviewing')).toBeVisible();

    // Rejected with a note: the customer reads it and uploads again.
    await decide(operator, origin, orderNo, lang, 'The amount on the voucher is unreadable.');
    await customer.reload();
    await expect(customer.getByTestId('order-rejected')).toContainText(
      'The amount on the voucher is unreadable.',
    );
    await customer.locator('input[type=file]').setInputFiles(png('voucher-2.png'));
    await expect(customer.getByTestId('order-reviewing')).toBeVisible();

    // Approved: the order is complete and its grant is on the resources page.
    await decide(operator, origin, orderNo, lang);
    await customer.reload();
    await expect(customer.locator('[data-order-status="completed"]')).toBeVisible();
    await expect(customer.getByTestId('order-history')).toContainText(b.status.rejected);
    await customer.goto(`${origin}/dashboard/resources`);
    await expect(customer.getByText(r.source.order).first()).toBeVisible();
  });
}
