import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { LogoutButton } from '@/features/accounts/components/LogoutButton';
import { SignedInAccount } from '@/features/accounts/components/SignedInAccount';
import { getSessionUser } from '@/features/accounts/server/web-session-user';
import { ConsoleIsland } from '@/features/console-shell/components/ConsoleIsland';
import { ConsoleShell } from '@/features/console-shell/components/ConsoleShell';
import { sessionEndLocation } from '@/features/console-shell/web-session-end';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';

/**
 * The authenticated layout of the console. The proxy's cookie check is only optimistic: here the token itself is
 * verified against the database, so a stale, revoked or forged session never renders a console page.
 */
export default async function ConsoleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale as 'zh' | 'en');
  const session = await getSessionUser();
  if ('error' in session) {
    const path = safeRedirectPath((await headers()).get('x-dh-path')) ?? '/dashboard';
    redirect(sessionEndLocation(session.error, path, false));
  }
  const { user, limits } = session;
  const common = await getTranslations('Common');
  return (
    <ConsoleIsland>
      <SignedInAccount user={user} initialLimits={limits}>
        <ConsoleShell
          brand={common('brand')}
          account={{ companyName: user.companyName, contact: user.email ?? user.mobile ?? '' }}
          actions={<LogoutButton />}
        >
          {children}
        </ConsoleShell>
      </SignedInAccount>
    </ConsoleIsland>
  );
}
