import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AppProviders } from '@/components/ui/AppProviders';
import { pickMessages } from '@/lib/i18n/pick';
import { ContactForm } from './ContactForm';

/** The contact form with the providers it needs and only the message namespaces it reads. */
export async function ContactFormIsland() {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['ContactForm', 'Validation', 'Api'])}>
      <AppProviders>
        <ContactForm />
      </AppProviders>
    </NextIntlClientProvider>
  );
}
