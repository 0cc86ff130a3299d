import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AccountCard } from '@/features/accounts/components/AccountCard';
import { LogoutButton } from '@/features/accounts/components/LogoutButton';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import { TrialCard } from '@/features/accounts/components/TrialCard';
import { getSessionUser } from '@/features/accounts/server/web-session-user';
import { ConsoleHome } from '@/features/console-shell/components/ConsoleHome';
import { ConsoleIsland } from '@/features/console-shell/components/ConsoleIsland';
import { sessionEndLocation } from '@/features/console-shell/web-session-end';

type Props = PageProps<'/[locale]/mobile/dashboard'>;

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
    <ConsoleIsland>
      <SignedInAccount user={session.user} initialLimits={session.limits}>
        <ConsoleHome
          compact
          companyName={session.user.companyName}
          actions={<LogoutButton mobile />}
          cards={
            <>
              <TrialCard />
              <AccountCard />
            </>
          }
        />
      </SignedInAccount>
    </ConsoleIsland>
  );
}
