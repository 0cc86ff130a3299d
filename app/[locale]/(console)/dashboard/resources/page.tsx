import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ResourcesView } from '@/features/deploy/components/resources/ResourcesView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/resources'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Resources.meta' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Applications and concurrent resources (spec §3–§5, issue 13 §1); the console layout has verified the login. */
export default async function ResourcesPage({ params }: Props) {
  await setPageLocale(params);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'Resources'])}>
      <ResourcesView />
    </NextIntlClientProvider>
  );
}
