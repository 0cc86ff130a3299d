import type { Metadata } from 'next';
import { OperatorIsland } from '@/features/operator/components/OperatorIsland';
import { OperatorShell } from '@/features/operator/components/OperatorShell';
import { verifiedOperator } from '@/features/operator/server/page-session';
import { setPageLocale } from '@/lib/i18n/page-locale';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The back office: desktop pages behind the operator's own session, with a menu of what the role may open. */
export default async function OfficeLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await setPageLocale(params);
  const me = await verifiedOperator();
  return (
    <OperatorIsland>
      <OperatorShell me={me}>{children}</OperatorShell>
    </OperatorIsland>
  );
}
