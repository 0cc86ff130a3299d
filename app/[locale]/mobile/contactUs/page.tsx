import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContactContent } from '@/features/marketing/components/contact/ContactContent';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'Contact', '/mobile/contactUs');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'zh' | 'en');
  return <ContactContent mobile />;
}
