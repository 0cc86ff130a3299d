import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/marketing/components/contact/ContactForm';
import { contactFormTexts } from '@/features/marketing/components/contact/contact-texts';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import { contactRequests, server, VALID } from './contact-test-kit';

// A page may preselect what the partner form is about: /collection/contactUs asks about private digital humans, so
// its form starts on "avatar and voice cloning" (the private-IP product), before and after the form's script loads,
// and sends it; the visitor may still choose another.

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  contactRequests.length = 0;
});
afterAll(() => server.close());

function render(locale: 'zh' | 'en', topic?: 'cloning') {
  const view = renderWithProviders(
    <ContactForm
      texts={contactFormTexts(catalogues[locale])}
      familyNameFirst={locale === 'zh'}
      topic={topic}
    />,
    { locale },
  );
  const product = () => view.container.querySelector<HTMLSelectElement>('select[name="product"]')!;
  const field = (name: string) =>
    view.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  return { ...view, product, field };
}

describe('the contact form about a topic', () => {
  it.each([
    ['en', 'Avatar and voice cloning'],
    ['zh', catalogues.zh.ContactForm.products.cloning],
  ] as const)('starts on the private-IP product and sends it (%s)', async (locale, cloning) => {
    const user = userEvent.setup();
    const form = render(locale, 'cloning');
    expect(form.product().value).toBe(cloning);
    expect(form.product().selectedOptions[0]!.textContent).toBe(cloning);
    // The first touch loads the live form, which keeps the choice.
    fireEvent.input(form.field('firstName'));
    await vi.waitFor(() => expect(form.container.querySelector('form')?.dataset.formState).toBe('live'));
    expect(form.product().value).toBe(cloning);
    for (const [name, value] of Object.entries(VALID)) {
      await user.clear(form.field(name));
      await user.type(form.field(name), value);
    }
    await user.click(screen.getByRole('button', { name: catalogues[locale].ContactForm.submit }));
    await vi.waitFor(() => expect(contactRequests).toHaveLength(1));
    expect(contactRequests[0]).toMatchObject({ product: cloning, company: VALID.company });
  });

  it('starts on no product without a topic, as on /contactUs', () => {
    expect(render('en').product().value).toBe('');
  });
});
