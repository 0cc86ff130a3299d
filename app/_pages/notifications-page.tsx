import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationsPage } from '@/features/notifications/components/NotificationsPage';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

/** The notifications page on one device (issue 23); the device's console layout verified the session. */
export function notificationsPage(device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Notifications' });
      return { title: t('title'), robots: { index: false, follow: false } };
    },
    Page: async function NotificationsRoute({ params }: Props) {
      await setPageLocale(params);
      return <NotificationsPage phone={device === 'phone'} />;
    },
  };
}
