import { getLocale, getMessages } from 'next-intl/server';
import { Suspense } from 'react';
import { ContactForm } from './ContactForm';
import type { ContactProduct } from './ContactFormView';
import { contactFormTexts } from './contact-texts';

/**
 * The contact form with the strings it shows as props. It needs neither React Query, Mantine nor next-intl's
 * client runtime (it shows its own outcome), which keeps this marketing page's script small.
 */
export async function ContactFormIsland({ topic }: { topic?: ContactProduct } = {}) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  // Its own Suspense boundary lets React hydrate the form in a task of its own, after the page around it.
  return (
    <Suspense>
      <ContactForm texts={contactFormTexts(messages)} familyNameFirst={locale === 'zh'} topic={topic} />
    </Suspense>
  );
}
