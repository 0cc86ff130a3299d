import type { Metadata } from 'next';
import { portraitOrders } from '@/app/_compose/collection-billing';
import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { PortraitOrders } from '@/features/collection/components/PortraitOrders';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  localizedPageMetadata(await pageLocale(params), 'CollectionOrder', '/collection/order', { noIndex: true });

/** The corporation's portrait orders; the session is verified here (the proxy's check is only optimistic). */
export default async function CollectionOrderPage({ params }: Props) {
  await setPageLocale(params);
  const { user } = await verifiedConsoleSession('desktop');
  return <PortraitOrders orders={await portraitOrders(user.corpId)} />;
}
