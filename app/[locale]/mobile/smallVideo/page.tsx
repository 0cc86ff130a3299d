import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SmallVideoPage } from '@/features/marketing/components/small-video/SmallVideoPage';
import type { Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'SmallVideo', '/mobile/smallVideo');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SmallVideoPage variant="mobile" />;
}
