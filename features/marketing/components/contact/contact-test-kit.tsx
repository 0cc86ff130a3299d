import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ContactForm } from '@/features/marketing/components/contact/ContactForm';
import { contactFormTexts } from '@/features/marketing/components/contact/contact-texts';
import { renderWithProviders } from '@/tests/support/render';
import { catalogues } from '@/messages/catalogues';

/** Requests the form sent to the contact endpoint, newest last. */
export const contactRequests: Record<string, unknown>[] = [];

export const server = setupServer(
  http.get('*/config.json', () => HttpResponse.json({ serviceBaseUrl: '/api' })),
  http.post('*/api/common/contact', async ({ request }) => {
    contactRequests.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ code: 0, message: 'ok', data: null });
  }),
);

export const VALID = {
  firstName: 'Lin',
  lastName: 'Wang',
  company: 'Example Trading Ltd',
  email: 'lin.wang@example.com',
  phone: '+86 138 0013 8000',
  location: 'Shanghai',
  position: 'Product manager',
  message: 'We would like a digital human for our branch lobbies.',
};

export function renderContactForm(locale: 'zh' | 'en' = 'en') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <ContactForm texts={contactFormTexts(catalogues[locale])} familyNameFirst={locale === 'zh'} />,
    { locale },
  );
  const field = (name: string) =>
    view.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  const formState = () => view.container.querySelector('form')?.dataset.formState;
  /** The visitor's first touch loads the live form; the steps below act on it, as a person would a moment later. */
  const live = async () => {
    if (formState() === 'live') return;
    fireEvent.input(field('firstName'));
    await waitFor(() => {
      if (formState() !== 'live') throw new Error('the live form has not loaded');
    });
  };
  const fill = async (values: Partial<typeof VALID>) => {
    await live();
    for (const [name, value] of Object.entries(values)) {
      await user.clear(field(name));
      await user.type(field(name), value);
    }
  };
  const submit = async () => {
    await live();
    await user.click(screen.getByRole('button', { name: catalogues[locale].ContactForm.submit }));
  };
  return { ...view, user, field, fill, submit, live, formState };
}
