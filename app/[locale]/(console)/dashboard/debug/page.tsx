import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { DebugView } from '@/features/runtime/components/console/DebugView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/debug'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'RuntimeConsole.meta' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The debug console (issue 12 §5): talk to a session with each turn's trace, and its records; login verified. */
export default async function DebugPage({ params }: Props) {
  await setPageLocale(params);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'RuntimeConsole'])}>
      <DebugView />
    </NextIntlClientProvider>
  );
}
