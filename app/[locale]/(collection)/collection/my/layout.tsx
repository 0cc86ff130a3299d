import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import { ConsoleIsland } from '@/features/console-shell/components/ConsoleIsland';

/**
 * /collection/my inside the collection mini-site's frame: the session verified on the server like every console
 * page (the proxy's check is only optimistic), and the console's providers for the portraits' client view.
 */
export default async function MyPortraitsLayout({ children }: LayoutProps<'/[locale]'>) {
  const { user, limits } = await verifiedConsoleSession('desktop');
  return (
    <ConsoleIsland>
      <SignedInAccount user={user} initialLimits={limits}>
        {children}
      </SignedInAccount>
    </ConsoleIsland>
  );
}
