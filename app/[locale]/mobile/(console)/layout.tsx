import { getTranslations } from 'next-intl/server';
import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { ActivityBanner } from '@/features/activities/components/ActivityBanner';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import { ConsoleIsland } from '@/features/console-shell/components/ConsoleIsland';
import { PhoneConsoleBar } from '@/features/console-shell/components/PhoneConsoleBar';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { setPageLocale } from '@/lib/i18n/page-locale';

/** The authenticated layout of the mobile console: as the desktop one, inside the mobile site's chrome. */
export default async function MobileConsoleLayout({ children, params }: LayoutProps<'/[locale]/mobile'>) {
  await setPageLocale(params);
  const { user, limits } = await verifiedConsoleSession('phone');
  const t = await getTranslations('Console');
  // The developer area's pages have no /mobile twins yet: the proxy keeps a phone on the desktop page.
  const links = [
    { label: t('home'), href: '/mobile/dashboard' },
    { label: t('sdkGuide'), href: '/mobile/dashboard/h5sdk' },
    { label: t('docs'), href: '/doc' },
    { label: t('forum'), href: '/community' },
  ];
  return (
    <ConsoleIsland>
      <SignedInAccount user={user} initialLimits={limits}>
        <PhoneConsoleBar
          links={links}
          bell={<NotificationBell listHref="/mobile/dashboard/notifications" />}
        />
        <ActivityBanner userId={user.userId} />
        {children}
      </SignedInAccount>
    </ConsoleIsland>
  );
}
