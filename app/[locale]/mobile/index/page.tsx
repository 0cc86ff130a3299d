import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MobileHomeContent } from '@/features/marketing/components/mobile-home/MobileHomeContent';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'MobileHome', '/mobile/index');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'zh' | 'en');
  return <MobileHomeContent />;
}
