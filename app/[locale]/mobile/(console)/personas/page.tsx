import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonaList } from '@/features/sessions/components/mobile/PersonaList';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/mobile/personas'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SessionsMobile' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function PersonasPage({ params }: Props) {
  await setPageLocale(params);
  return <PersonaList />;
}
