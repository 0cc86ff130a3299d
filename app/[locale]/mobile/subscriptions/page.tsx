import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SubscriptionsPage } from '@/features/marketing/components/subscriptions/SubscriptionsPage';
import type { Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'Subscriptions', '/mobile/subscriptions');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SubscriptionsPage variant="mobile" />;
}
