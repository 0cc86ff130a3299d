import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PersonasCreateNotice } from '@/features/marketing/components/mobile-home/PersonasCreateNotice';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'PersonasCreate', '/mobile/personas/create', { noIndex: true });
}

// Phones asking for the create flow land here: it needs desktop Chrome (spec §1).
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'zh' | 'en');
  return <PersonasCreateNotice />;
}
