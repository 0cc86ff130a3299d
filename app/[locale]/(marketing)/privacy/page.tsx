import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PrivacyContent } from '@/features/marketing/components/privacy/PrivacyContent';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'Privacy', '/privacy');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'zh' | 'en');
  return <PrivacyContent />;
}
