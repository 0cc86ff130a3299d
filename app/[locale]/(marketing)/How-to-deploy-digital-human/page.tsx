import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { topicMetadata } from '@/components/marketing/common/topic-metadata';
import { DeployPage } from '@/components/marketing/deploy/DeployPage';
import type { Locale } from '@/lib/routing/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata(params, 'Deploy', '/How-to-deploy-digital-human');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <DeployPage variant="desktop" />;
}
