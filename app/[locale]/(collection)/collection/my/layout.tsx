import { getTranslations } from 'next-intl/server';
import { consoleMenu } from '@/areas';
import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { ActivityBanner } from '@/features/activities/components/ActivityBanner';
import { LogoutButton } from '@/features/accounts/components/LogoutButton';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import { ConsoleIsland } from '@/features/console-shell/components/ConsoleIsland';
import { ConsoleShell } from '@/features/console-shell/components/ConsoleShell';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { setPageLocale } from '@/lib/i18n/page-locale';

/**
 * /collection/my until the collection area has its own layout (COLL builds app/[locale]/(collection)/layout.tsx; fold
 * this in there): the console's frame, the session verified on the server like every console page.
 */
export default async function MyPortraitsLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await setPageLocale(params);
  const { user, limits } = await verifiedConsoleSession('desktop');
  const common = await getTranslations('Common');
  // Translated here, on the server: each area's label lives in its own namespace, which the client need not carry.
  const t = await getTranslations();
  const menu = consoleMenu.map((entry) => ({ label: t(entry.label as never), href: entry.href }));
  return (
    <ConsoleIsland>
      <SignedInAccount user={user} initialLimits={limits}>
        <ConsoleShell
          brand={common('brand')}
          account={{ companyName: user.companyName, contact: user.email ?? user.mobile ?? '' }}
          menu={menu}
          actions={<LogoutButton device="desktop" />}
          bell={<NotificationBell listHref="/dashboard/notifications" />}
        >
          <ActivityBanner userId={user.userId} />
          {children}
        </ConsoleShell>
      </SignedInAccount>
    </ConsoleIsland>
  );
}
