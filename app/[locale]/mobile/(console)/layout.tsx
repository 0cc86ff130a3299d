import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { ActivityBanner } from '@/features/activities/components/ActivityBanner';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import { ConsoleIsland } from '@/features/console-shell/components/ConsoleIsland';
import { setPageLocale } from '@/lib/i18n/page-locale';

/** The authenticated layout of the mobile console: as the desktop one, inside the mobile site's chrome. */
export default async function MobileConsoleLayout({ children, params }: LayoutProps<'/[locale]/mobile'>) {
  await setPageLocale(params);
  const { user, limits } = await verifiedConsoleSession('phone');
  return (
    <ConsoleIsland>
      <SignedInAccount user={user} initialLimits={limits}>
        <ActivityBanner userId={user.userId} />
        {children}
      </SignedInAccount>
    </ConsoleIsland>
  );
}
