import { expect, test } from '@playwright/test';
import {
  catalogues,
  expectFieldError,
  fillContact,
  outboxMentions,
  partner,
  submitContact,
  watchConsole,
} from './contact.kit';
import { EN, ZH } from './support/hosts';

// Phone project (Pixel 7): /contactUs leads to /mobile/contactUs and the form works there in both languages.

for (const [locale, origin] of [
  ['zh', ZH],
  ['en', EN],
] as const) {
  const t = catalogues[locale];

  test(`a phone sends the contact form on the ${locale} site`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`${origin}/contactUs`);
    await expect(page).toHaveURL(`${origin}/mobile/contactUs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Contact.title);
    const values = partner(`phone-${locale}`);
    await fillContact(page, values);
    await submitContact(page, locale);
    await expect(page.getByTestId('contact-success')).toContainText(t.ContactForm.successTitle);
    await expect
      .poll(() => outboxMentions(values.company), { message: 'notification mail in the outbox' })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test(`a phone sees each validation error on the ${locale} site`, async ({ page }) => {
    await page.goto(`${origin}/mobile/contactUs`);
    await submitContact(page, locale);
    await expectFieldError(page, 'firstName', t.Validation.required);
    await expectFieldError(page, 'message', t.Validation.required);
    await fillContact(page, { ...partner(locale), email: 'not-an-email', phone: '12' });
    await submitContact(page, locale);
    await expectFieldError(page, 'email', t.Validation.emailInvalid);
    await expectFieldError(page, 'phone', t.Validation.phoneInvalid);
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
  });
}
