import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RetailPage } from '@/features/marketing/components/retail/RetailPage';
import type { Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'Retail', '/mobile/retail');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <RetailPage variant="mobile" />;
}
