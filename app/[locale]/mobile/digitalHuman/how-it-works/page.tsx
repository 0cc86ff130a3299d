import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HowItWorksPage } from '@/features/marketing/components/how-it-works/HowItWorksPage';
import type { Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'HowItWorks', '/mobile/digitalHuman/how-it-works');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <HowItWorksPage variant="mobile" />;
}
