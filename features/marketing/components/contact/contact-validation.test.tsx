import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { contactRequests, renderContactForm, server, VALID } from './contact-test-kit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  contactRequests.length = 0;
});

const REQUIRED = ['firstName', 'lastName', 'company', 'email', 'phone', 'location', 'position', 'message'];

/** The error text Mantine shows under one input, found through the input's aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.find((text) => text.length > 0) ?? null;
}

describe.each(['zh', 'en'] as const)('contact form validation (%s)', (locale) => {
  const v = catalogues[locale].Validation;

  it('marks every required field and sends nothing when the form is empty', async () => {
    const form = renderContactForm(locale);
    await form.submit();
    // The schema loads on first use, so the errors may appear a moment after the click.
    await waitFor(() => expect(errorOf(form.field('firstName'))).toBe(v.required));
    for (const name of REQUIRED) expect(errorOf(form.field(name)), name).toBe(v.required);
    expect(errorOf(form.field('industry'))).toBeNull();
    // The first field on screen takes the focus: the family name on the Chinese form, the given name otherwise.
    expect(document.activeElement).toBe(form.field(locale === 'zh' ? 'lastName' : 'firstName'));
    expect(contactRequests).toHaveLength(0);
  });

  it('says the email format is invalid', async () => {
    const form = renderContactForm(locale);
    await form.fill({ ...VALID, email: 'lin.wang@' });
    await form.submit();
    expect(errorOf(form.field('email'))).toBe(v.emailInvalid);
    expect(form.field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(contactRequests).toHaveLength(0);
  });

  it('says the phone number is invalid', async () => {
    const form = renderContactForm(locale);
    await form.fill({ ...VALID, phone: 'call me' });
    await form.submit();
    expect(errorOf(form.field('phone'))).toBe(v.phoneInvalid);
    expect(contactRequests).toHaveLength(0);
  });

  it('clears an error once the field is corrected and sent', async () => {
    const form = renderContactForm(locale);
    await form.fill({ ...VALID, phone: '12' });
    await form.submit();
    expect(errorOf(form.field('phone'))).toBe(v.phoneInvalid);
    await form.fill({ phone: VALID.phone });
    await form.submit();
    expect(await screen.findByTestId('contact-success')).toBeInTheDocument();
    expect(errorOf(form.field('phone'))).toBeNull();
  });
});

describe('contact form labels', () => {
  it('labels every visible field in the visitor language', () => {
    renderContactForm('zh');
    const form = screen.getByRole('form', { name: catalogues.zh.ContactForm.formLabel });
    expect(within(form).getByLabelText(/企业邮箱/)).toHaveAttribute('name', 'email');
    expect(within(form).getByLabelText(/感兴趣的产品/)).toHaveAttribute('name', 'product');
  });
});
