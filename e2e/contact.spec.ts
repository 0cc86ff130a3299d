import { expect, test } from '@playwright/test';
import {
  catalogues,
  expectFieldError,
  fillContact,
  outboxMentions,
  partner,
  REQUIRED,
  submitContact,
  watchConsole,
} from './contact.kit';
import { EN, ZH } from './support/hosts';

// Desktop: the partner contact form on the Chinese (localhost) and English (en.localhost) hosts.

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  const t = catalogues[locale];

  test.describe(`contact form on the ${locale} site`, () => {
    test('a partner sends a request and sees the confirmation', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`${origin}/contactUs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Contact.title);
      const values = partner(locale);
      await fillContact(page, values);
      await page.getByLabel(t.ContactForm.industry).selectOption(t.ContactForm.industries.finance);
      await submitContact(page, locale);

      await expect(page.getByTestId('contact-success')).toContainText(t.ContactForm.successTitle);
      await expect(page.locator('[name="company"]')).toHaveValue('');
      await expect
        .poll(() => outboxMentions(values.company), { message: 'notification mail in the outbox' })
        .toBe(true);
      expect(errors).toEqual([]);
    });

    test('an empty form marks every required field', async ({ page }) => {
      await page.goto(`${origin}/contactUs`);
      await submitContact(page, locale);
      for (const name of REQUIRED) await expectFieldError(page, name, t.Validation.required);
      await expect(page.getByTestId('contact-success')).toHaveCount(0);
    });

    test('a malformed email and phone are refused and the input is kept', async ({ page }) => {
      await page.goto(`${origin}/contactUs`);
      await fillContact(page, { ...partner(locale), email: 'lin.wang@', phone: 'call me' });
      await submitContact(page, locale);
      await expectFieldError(page, 'email', t.Validation.emailInvalid);
      await expectFieldError(page, 'phone', t.Validation.phoneInvalid);
      await expect(page.locator('[name="email"]')).toHaveValue('lin.wang@');
      await expect(page.getByTestId('contact-success')).toHaveCount(0);
    });
  });
}

test('the honeypot cannot be reached with the keyboard', async ({ page }) => {
  await page.goto(`${ZH}/contactUs`);
  const honeypot = page.locator('[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).not.toBeInViewport();
  await expect(honeypot).toHaveValue('');
});
