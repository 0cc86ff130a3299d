import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AccountCard } from '@/features/accounts/components/AccountCard';
import { LogoutButton } from '@/features/accounts/components/LogoutButton';
import { TrialCard } from '@/features/accounts/components/TrialCard';
import { PhoneBillingCard } from '@/features/billing/components/center/PhoneBillingCard';
import { getWebSessionUser } from '@/features/accounts/server/web-session-user';
import { hasKnowledge } from '@/features/knowledge/server/progress';
import { corporationUsage } from '@/app/_compose/plans-ports';
import { publishedSessionCount } from '@/features/sessions/server/sessions/progress';
import { getDb } from '@/lib/server/db/client';
import { ConsoleHome } from '@/features/console-shell/components/ConsoleHome';
import { PhoneApplications } from '@/features/deploy/components/resources/PhoneApplications';
import { LatestSessions } from '@/features/sessions/components/list/LatestSessions';
import { LatestPersonas } from '@/features/sessions/components/mobile/LatestPersonas';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

/** The page module of the console home on one device; the device's console layout has verified the session. */
export function consoleHomePage(device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Console' });
      return { title: t('home'), robots: { index: false, follow: false } };
    },
    Page: async function ConsoleHomePage({ params }: Props) {
      await setPageLocale(params);
      // The layout's check, cached for this request.
      const session = await getWebSessionUser(corporationUsage);
      if ('error' in session) return null;
      const messages = device === 'phone' ? await getMessages() : null;
      const db = await getDb();
      const [knowledge, published] = await Promise.all([
        hasKnowledge(db, session.user.corpId),
        publishedSessionCount(db, session.user.corpId),
      ]);
      const progress = { sessions: session.limits?.sessionCount ?? 0, knowledge, published };
      return (
        <ConsoleHome
          device={device}
          progress={progress}
          companyName={session.user.companyName}
          // The phone's console has no header to hold the logout button.
          actions={device === 'phone' && <LogoutButton device={device} />}
          sessions={device === 'phone' ? <LatestPersonas /> : <LatestSessions />}
          deploy={
            messages && (
              <NextIntlClientProvider messages={pickMessages(messages, ['Resources'])}>
                <PhoneApplications />
              </NextIntlClientProvider>
            )
          }
          cards={
            <>
              <TrialCard />
              <AccountCard />
              {device === 'phone' && <PhoneBillingCard />}
            </>
          }
        />
      );
    },
  };
}
