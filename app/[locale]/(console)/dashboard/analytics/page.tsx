import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AnalyticsView } from '@/features/analytics/components/AnalyticsView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/analytics'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Analytics.meta' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Analytics (issue 21 §4): is the digital human getting better? The console layout has verified the login. */
export default async function AnalyticsPage({ params }: Props) {
  await setPageLocale(params);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'Analytics'])}>
      <AnalyticsView />
    </NextIntlClientProvider>
  );
}
