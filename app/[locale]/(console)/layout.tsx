import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleIsland } from '@/components/console/ConsoleIsland';
import { ConsoleShell } from '@/components/console/ConsoleShell';
import { sessionEndLocation } from '@/components/console/session-end';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { getSessionUser } from '@/lib/server/session';

/**
 * The authenticated layout of the console. The proxy's cookie check is only optimistic: here the token itself is
 * verified against the database, so a stale, revoked or forged session never renders a console page.
 */
export default async function ConsoleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale as 'zh' | 'en');
  const session = await getSessionUser();
  if ('error' in session) {
    const path = safeRedirectPath((await headers()).get('x-dh-path')) ?? '/dashboard';
    redirect(sessionEndLocation(session.error, path, false));
  }
  const common = await getTranslations('Common');
  return (
    <ConsoleIsland user={session.user} limits={session.limits}>
      <ConsoleShell brand={common('brand')}>{children}</ConsoleShell>
    </ConsoleIsland>
  );
}
