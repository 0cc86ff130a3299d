import { expect, test } from '@playwright/test';
import { catalogues, signedInTrialUser } from './session-wizard.kit';
import { EN, ZH } from './support/hosts';

// Issue 24 §2: a customer orders a private portrait package on the collection mini-site, pays it through the
// platform's sandbox gateway (the billing center's own order page) and finds it completed on /collection/order.
// The mini-site is phone first with no /mobile twin: the same journey runs at a phone's width (390 px).

for (const [lang, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone width', { width: 390, height: 844 }],
  ] as const) {
    test(`orders a portrait package on /collection/subscribe and sees it on /collection/order (${lang}, ${size})`, async ({
      page,
      request,
      context,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const c = catalogues[lang];
      const b = c.BillingCenter;
      await signedInTrialUser(page, request, origin, lang);

      // Nothing ordered yet.
      await page.goto(`${origin}/collection/order`);
      await expect(page.getByRole('heading', { level: 1, name: c.CollectionOrder.title })).toBeVisible();
      await expect(page.getByTestId('portrait-orders-empty')).toBeVisible();

      // The packages with their prices; ordering the single portrait opens billing's buy dialog on it.
      await page.goto(`${origin}/collection/subscribe`);
      const packages = page.getByTestId('portrait-package');
      await expect(packages).toHaveCount(2);
      await expect(packages.first()).toContainText(/499/);
      await packages.first().getByRole('link').click();
      const dialog = page.getByRole('dialog', { name: b.buy.title });
      await expect(dialog.getByText(b.buy.summaryPortrait).first()).toBeVisible();
      await dialog.getByRole('button', { name: b.buy.create }).click();
      await page.waitForURL(/\/dashboard\/order\/detail\?orderNo=/);
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

      // Alipay through the sandbox cashier; the order page sees the payment arrive.
      await page.getByRole('radio', { name: b.method.alipay }).check();
      await page
        .getByRole('button')
        .filter({ hasText: b.pay.start.split('{')[0]!.trim() })
        .click();
      if (size === 'desktop') {
        // A desktop shows the QR code; the sandbox's cashier opens beside it.
        const [cashier] = await Promise.all([
          context.waitForEvent('page'),
          page.getByTestId('online-payment').getByTestId('sandbox-cashier').click(),
        ]);
        await cashier.getByRole('button').click();
        await expect(cashier.locator('body')).toContainText(/付款成功|Payment successful/);
        await cashier.close();
        await expect(page.locator('[data-order-status="completed"]')).toBeVisible({ timeout: 30_000 });
      } else {
        // At a phone's width the payment is the gateway's mobile page, in the same tab.
        await page.waitForURL(/\/api\/pay\/sandbox\/cashier/);
        await page.getByRole('button').click();
        await expect(page.locator('body')).toContainText(/付款成功|Payment successful/);
      }

      // The mini-site's order list shows it, completed.
      await page.goto(`${origin}/collection/order`);
      const row = page.getByTestId('portrait-orders').getByRole('row').filter({ hasText: orderNo });
      await expect(async () => {
        await page.reload();
        await expect(row).toContainText(lang === 'zh' ? '已完成' : 'Completed', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    });
  }
}
