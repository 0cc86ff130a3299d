import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { contactRequests, renderContactForm, server, VALID } from './contact-test-kit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  contactRequests.length = 0;
});

const failWith = (body: Record<string, unknown>, status = 200) =>
  server.use(http.post('*/api/common/contact', () => HttpResponse.json(body, { status })));

describe('contact form submit', () => {
  it('sends the details, shows the confirmation and empties the form', async () => {
    const form = renderContactForm('en');
    await form.fill(VALID);
    await form.user.selectOptions(form.field('industry') as unknown as HTMLSelectElement, 'Retail');
    await form.submit();
    const success = await screen.findByTestId('contact-success');
    expect(success).toHaveTextContent(catalogues.en.ContactForm.successTitle);
    expect(contactRequests).toHaveLength(1);
    expect(contactRequests[0]).toMatchObject({ ...VALID, industry: 'Retail', product: '' });
    expect(form.field('firstName')).toHaveValue('');
    expect(form.field('message')).toHaveValue('');
  });

  it('keeps the honeypot empty and out of reach for people', async () => {
    const form = renderContactForm('zh');
    const honeypot = form.field('website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await form.fill(VALID);
    await form.submit();
    await screen.findByTestId('contact-success');
    expect(contactRequests[0]?.website).toBe('');
  });

  it('keeps everything typed and shows the error when the server fails', async () => {
    failWith({ code: 50000, message: 'Internal error', data: null }, 500);
    const form = renderContactForm('en');
    await form.fill(VALID);
    await form.submit();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('Internal error');
    expect(screen.queryByTestId('contact-success')).toBeNull();
    for (const [name, value] of Object.entries(VALID)) expect(form.field(name)).toHaveValue(value);
  });

  it('shows the rate-limit message in the visitor language', async () => {
    failWith({ code: 42900, message: 'Too many requests', data: null }, 429);
    const form = renderContactForm('zh');
    await form.fill(VALID);
    await form.submit();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      catalogues.zh.ContactForm.errors.rateLimited,
    );
    expect(form.field('company')).toHaveValue(VALID.company);
  });

  it("puts the server's field errors beside their inputs", async () => {
    failWith({
      code: 40000,
      message: 'Validation failed',
      data: { fields: [{ field: 'email', message: 'emailInvalid' }] },
    });
    const form = renderContactForm('en');
    await form.fill(VALID);
    await form.submit();
    expect(await screen.findByText(catalogues.en.Validation.emailInvalid)).toBeInTheDocument();
    expect(form.field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(form.field('email')).toHaveValue(VALID.email);
  });
});
