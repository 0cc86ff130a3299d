import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { topicMetadata } from '@/components/marketing/common/topic-metadata';
import { PrivateIpPage } from '@/components/marketing/private-ip/PrivateIpPage';
import type { Locale } from '@/lib/routing/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata(params, 'PrivateIp', '/privateIp');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PrivateIpPage variant="desktop" />;
}
