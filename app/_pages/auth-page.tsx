import type { Metadata } from 'next';
import { AuthPageView, type AuthPageKind } from '@/features/accounts/components/AuthPageView';
import { authPageMetadata } from '@/features/accounts/components/authPageMetadata';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

/** The page module of login, registration or password reset on one device. */
export function authPage(page: AuthPageKind, device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      authPageMetadata(await pageLocale(params), page, device),
    Page: async function AuthPage({ params }: Props) {
      await setPageLocale(params);
      return <AuthPageView page={page} device={device} />;
    },
  };
}
