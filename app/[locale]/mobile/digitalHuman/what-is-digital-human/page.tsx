import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { WhatIsPage } from '@/features/marketing/components/what-is/WhatIsPage';
import type { Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'WhatIs', '/mobile/digitalHuman/what-is-digital-human');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <WhatIsPage variant="mobile" />;
}
