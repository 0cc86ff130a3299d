import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountCard } from '@/features/accounts/components/AccountCard';
import { TrialCard } from '@/features/accounts/components/TrialCard';
import { getSessionUser } from '@/features/accounts/server/web-session-user';
import { ConsoleHome } from '@/features/console-shell/components/ConsoleHome';

type Props = PageProps<'/[locale]/dashboard'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as 'zh' | 'en', namespace: 'Console' });
  return { title: t('home'), robots: { index: false, follow: false } };
}

export default async function DashboardPage({ params }: Props) {
  setRequestLocale((await params).locale as 'zh' | 'en');
  // The layout has verified the session; this reads the same cached answer.
  const session = await getSessionUser();
  if ('error' in session) return null;
  return (
    <ConsoleHome
      companyName={session.user.companyName}
      cards={
        <>
          <TrialCard />
          <AccountCard />
        </>
      }
    />
  );
}
