import { expect, test } from '@playwright/test';
import { logIn, registerViaApi, uniqueEmail } from './accounts.kit';
import { api, catalogues, CHARACTER, signedInTrialUser } from './session-wizard.kit';
import { EN, ZH } from './support/hosts';

// Issue 22 §2, the way out of the trial's dead end: a trial customer with its two sessions is stopped before the
// wizard, follows "upgrade" to the billing center, buys the standard plan with Alipay — the platform's sandbox
// gateway: QR code on the desktop, the cashier it leads to, the signed notification back — and creates the next
// session. Nothing here is faked in between: the notification is the gateway's, verified by the platform.

for (const [lang, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  test(`a trial customer at the session limit buys the standard plan with Alipay and creates the next session (${lang})`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(180_000);
    const w = catalogues[lang].SessionsWizard;
    const b = catalogues[lang].BillingCenter;
    const { token } = await signedInTrialUser(page, request, origin, lang);
    for (let i = 0; i < 2; i++) {
      const made = await api(request, token, 'POST', '/management/conversation/createConversation', {
        characterCode: CHARACTER,
        language: lang,
      });
      expect(made.code).toBe(0);
    }

    // The limit, and the way on beside it.
    await page.evaluate(() => sessionStorage.setItem('session', JSON.stringify({ step: 1 })));
    await page.goto(`${origin}/session/create/step1`);
    const notice = page.getByRole('alert').filter({ hasText: w.limit.title });
    await notice.getByRole('link', { name: w.limit.upgrade }).click();

    // The buy dialog opens on the standard plan; ordering leads to the order's page.
    const dialog = page.getByRole('dialog', { name: b.buy.title });
    await expect(dialog.getByText(b.buy.summaryPlan)).toBeVisible();
    await dialog.getByRole('button', { name: b.buy.create }).click();
    await page.waitForURL(/\/dashboard\/order\/detail\?orderNo=/);
    await expect(page.locator('[data-order-status="pending"]')).toBeVisible();

    // Alipay on a desktop: a QR code with the countdown.
    await page.getByRole('radio', { name: b.method.alipay }).check();
    await page
      .getByRole('button')
      .filter({ hasText: b.pay.start.split('{')[0]!.trim() })
      .click();
    const payment = page.getByTestId('online-payment');
    await expect(
      payment.getByRole('img', { name: b.pay.qrLabel.replace('{method}', b.method.alipay) }),
    ).toBeVisible();
    await expect(payment.getByTestId('countdown')).toBeVisible();

    // The code leads to the gateway's cashier (here the sandbox's); paying there notifies the platform.
    const [cashier] = await Promise.all([
      context.waitForEvent('page'),
      payment.getByTestId('sandbox-cashier').click(),
    ]);
    await cashier.getByRole('button').click();
    // The cashier speaks the browser's language, whichever host the order came from.
    await expect(cashier.locator('body')).toContainText(/付款成功|Payment successful/);
    await cashier.close();

    // The order page sees the payment arrive by itself and shows what it granted.
    await expect(page.locator('[data-order-status="completed"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('order-granted')).toBeVisible();

    // The plan lifted the limit: the wizard opens on its first step.
    await page.evaluate(() => sessionStorage.setItem('session', JSON.stringify({ step: 1 })));
    await page.goto(`${origin}/session/create/step1`);
    await expect(page.locator('[data-character-code]').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: w.limit.title })).toHaveCount(0);
    const third = await api(request, token, 'POST', '/management/conversation/createConversation', {
      characterCode: CHARACTER,
      language: lang,
    });
    expect(third.code).toBe(0);
  });
}

test('the pricing page leads a visitor through the login to the buy dialog on the standard plan', async ({
  page,
  request,
}) => {
  const c = catalogues.en;
  const email = uniqueEmail('pricing-order');
  await registerViaApi(request, email, `Pricing Co ${Date.now()}`);
  await page.goto(`${EN}/pricing`);
  await page.getByRole('link', { name: c.Pricing.orderNow }).click();
  await page.waitForURL('**/login?redirect=*');
  await logIn(page, email, page.url(), 'en');
  await page.waitForURL('**/dashboard/order/list?buy=plan');
  const dialog = page.getByRole('dialog', { name: c.BillingCenter.buy.title });
  await expect(dialog.getByText(c.BillingCenter.buy.summaryPlan)).toBeVisible();
});
