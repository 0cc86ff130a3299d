import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleHome } from '@/components/console/ConsoleHome';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as 'zh' | 'en', namespace: 'Console' });
  return { title: t('home'), robots: { index: false, follow: false } };
}

export default async function DashboardPage({ params }: Props) {
  setRequestLocale((await params).locale as 'zh' | 'en');
  return <ConsoleHome />;
}
