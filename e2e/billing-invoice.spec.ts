import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages/catalogues';
import { logInViaApi, registerViaApi, uniqueEmail } from './accounts.kit';
import { certifyCompany } from './certification.kit';
import { ZH } from './support/hosts';

// Issue 22 §1, invoices: a certified customer pays an order (the sandbox's Alipay), requests an invoice over it in
// the billing center, a reviewer issues it in the back office with the PDF, and the customer downloads it; then the
// order pages on a phone's width.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const lang = 'zh' as const;
const origin = ZH;

test('a certified customer requests an invoice, a reviewer issues it, the customer downloads it (zh)', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const b = catalogues[lang].BillingCenter;
  const inv = b.invoices;
  const o = catalogues[lang].OperatorInvoices;
  const email = uniqueEmail('invoice');
  const company = `开票测试公司 ${Date.now()}`;
  await registerViaApi(request, email, company);
  const context = await browser.newContext();
  const customer = await context.newPage();
  await logInViaApi(customer, email, origin);
  await customer.waitForURL('**/dashboard');

  // Before certification the invoices tab says why and where to certify.
  await customer.goto(`${origin}/dashboard/order/list?tab=invoices`);
  await expect(customer.getByText(inv.uncertifiedTitle)).toBeVisible();
  await expect(customer.getByRole('link', { name: inv.certify })).toBeVisible();

  const operator = await browser.newPage();
  await certifyCompany(customer, operator, origin, company, lang);

  // An order paid through the sandbox's Alipay.
  await customer.goto(`${origin}/dashboard/order/list?buy=concurrency`);
  await customer
    .getByRole('dialog', { name: b.buy.title })
    .getByRole('button', { name: b.buy.create })
    .click();
  await customer.waitForURL(/\/dashboard\/order\/detail\?orderNo=/);
  const orderNo = new URL(customer.url()).searchParams.get('orderNo')!;
  await customer.getByRole('radio', { name: b.method.alipay }).check();
  await customer
    .getByRole('button')
    .filter({ hasText: b.pay.start.split('{')[0]!.trim() })
    .click();
  const [cashier] = await Promise.all([
    context.waitForEvent('page'),
    customer.getByTestId('online-payment').getByTestId('sandbox-cashier').click(),
  ]);
  await cashier.getByRole('button').click();
  await expect(cashier.locator('body')).toContainText(/付款成功|Payment successful/);
  await cashier.close();
  await expect(customer.locator('[data-order-status="completed"]')).toBeVisible({ timeout: 30_000 });

  // The request: the certified company is the title; the order is chosen; the email to receive it.
  await customer.goto(`${origin}/dashboard/order/list?tab=invoices`);
  await customer.getByRole('button', { name: inv.request }).click();
  const dialog = customer.getByRole('dialog', { name: inv.requestTitle });
  await expect(dialog.getByText(company)).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(orderNo) }).check();
  await dialog.getByLabel(inv.email).fill('finance@example.com');
  await dialog.getByRole('button', { name: inv.submit }).click();
  await expect(dialog).toBeHidden();
  const row = customer.getByTestId('invoices-table').locator('[data-status="requested"]');
  await expect(row.first()).toContainText(orderNo);

  // The reviewer issues it with the PDF.
  await operator.goto(`${origin}/operator/billing/invoices`);
  const waiting = operator.getByTestId('invoice-row').filter({ hasText: orderNo });
  await waiting.getByRole('button', { name: o.issue }).click();
  const issue = operator.getByRole('dialog', { name: o.issueTitle });
  await issue.getByLabel(o.invoiceNumber).fill('24112000000012345678');
  await issue
    .locator('input[type=file]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await issue.getByRole('button', { name: o.confirmIssue }).click();
  await expect(issue).toBeHidden();
  await expect(waiting).toHaveCount(0);

  // The customer downloads the issued PDF.
  await customer.reload();
  const issued = customer.getByTestId('invoices-table').locator('[data-status="issued"]').first();
  await expect(issued).toContainText('24112000000012345678');
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    issued.getByRole('button', { name: inv.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoice-24112000000012345678.pdf');

  // The order pages at a phone's width.
  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.goto(`${origin}/dashboard/order/list`);
  await expect(customer.getByText(orderNo).first()).toBeVisible();
  await customer.screenshot({ path: test.info().outputPath('order-list-390.png'), fullPage: true });
  await customer.goto(`${origin}/dashboard/order/list?tab=invoices`);
  await expect(customer.getByText('24112000000012345678').first()).toBeVisible();
  await customer.screenshot({ path: test.info().outputPath('invoices-390.png'), fullPage: true });
  await customer.goto(`${origin}/dashboard/order/detail?orderNo=${orderNo}`);
  await expect(customer.locator('[data-order-status="completed"]')).toBeVisible();
  await customer.screenshot({ path: test.info().outputPath('order-detail-390.png'), fullPage: true });
  await context.close();
});
