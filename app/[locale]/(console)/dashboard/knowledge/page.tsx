import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { KnowledgeView } from '@/features/knowledge/components/KnowledgeView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/knowledge'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Knowledge.meta' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The knowledge base: FAQ and documents (spec §3–§5, §9); the console layout has verified the login. */
export default async function KnowledgePage({ params, searchParams }: Props) {
  await setPageLocale(params);
  const { tab } = await searchParams;
  const messages = await getMessages();
  return (
    // ApiServer: an import job's whole-file failure comes as one of its keys.
    <NextIntlClientProvider
      messages={pickMessages(messages, ['Validation', 'Api', 'ApiServer', 'Knowledge'])}
    >
      <KnowledgeView initialTab={tab === 'documents' ? 'documents' : 'faq'} />
    </NextIntlClientProvider>
  );
}
