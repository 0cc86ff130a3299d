import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { DigitalHuman3Page } from '@/features/marketing/components/digital-human-3/DigitalHuman3Page';
import type { Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'DigitalHuman3', '/mobile/digitalHuman3');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <DigitalHuman3Page variant="mobile" />;
}
