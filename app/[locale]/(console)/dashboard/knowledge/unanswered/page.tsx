import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { UnansweredView } from '@/features/runtime/components/unanswered/UnansweredView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/knowledge/unanswered'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Unanswered.meta' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Unanswered questions (issue 21 §4): what visitors asked that got no good answer, one click from the FAQ. Under
 * the knowledge base because that is where the answer goes; the console layout has verified the login.
 */
export default async function UnansweredPage({ params }: Props) {
  await setPageLocale(params);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'Unanswered'])}>
      <UnansweredView />
    </NextIntlClientProvider>
  );
}
