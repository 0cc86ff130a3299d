import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SessionListView } from '@/features/sessions/components/list/SessionListView';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/session'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SessionsList' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function SessionListPage({ params, searchParams }: Props) {
  await setPageLocale(params);
  return <SessionListView startCreating={(await searchParams).create === '1'} />;
}
