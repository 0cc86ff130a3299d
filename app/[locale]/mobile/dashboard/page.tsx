import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ConsoleHome } from '@/components/console/ConsoleHome';
import { ConsoleIsland } from '@/components/console/ConsoleIsland';
import { sessionEndLocation } from '@/components/console/session-end';
import { getSessionUser } from '@/lib/server/session';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as 'zh' | 'en', namespace: 'Console' });
  return { title: t('home'), robots: { index: false, follow: false } };
}

/** The mobile console home: verified on the server like the desktop console, compact. */
export default async function MobileDashboardPage({ params }: Props) {
  setRequestLocale((await params).locale as 'zh' | 'en');
  const session = await getSessionUser();
  if ('error' in session) redirect(sessionEndLocation(session.error, '/mobile/dashboard', true));
  return (
    <ConsoleIsland user={session.user} limits={session.limits}>
      <ConsoleHome compact />
    </ConsoleIsland>
  );
}
