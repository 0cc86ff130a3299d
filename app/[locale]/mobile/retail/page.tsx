import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { topicMetadata } from '@/components/marketing/common/topic-metadata';
import { RetailPage } from '@/components/marketing/retail/RetailPage';
import type { Locale } from '@/lib/routing/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata(params, 'Retail', '/mobile/retail');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <RetailPage variant="mobile" />;
}
