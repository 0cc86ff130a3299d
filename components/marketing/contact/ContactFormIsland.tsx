import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/pick';
import { ContactForm } from './ContactForm';

/**
 * The contact form with only the message namespaces it reads. It needs neither React Query nor notifications
 * (it shows its own outcome), which keeps this marketing page's script small.
 */
export async function ContactFormIsland() {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['ContactForm', 'Validation', 'Api'])}>
      <ContactForm />
    </NextIntlClientProvider>
  );
}
