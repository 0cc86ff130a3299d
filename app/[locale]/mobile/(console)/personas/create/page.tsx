import type { Metadata } from 'next';
import { PersonasCreateNotice } from '@/features/marketing/components/mobile-home/PersonasCreateNotice';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = PageProps<'/[locale]/mobile/personas/create'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return localizedPageMetadata(locale, 'PersonasCreate', '/mobile/personas/create', { noIndex: true });
}

// Phones asking for the create flow land here: it needs desktop Chrome (spec §1).
export default async function Page({ params }: Props) {
  await setPageLocale(params);
  return <PersonasCreateNotice />;
}
