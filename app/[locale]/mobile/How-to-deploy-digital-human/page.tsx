import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { DeployPage } from '@/features/marketing/components/deploy/DeployPage';
import type { Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return localizedPageMetadata(params, 'Deploy', '/mobile/How-to-deploy-digital-human');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <DeployPage variant="mobile" />;
}
