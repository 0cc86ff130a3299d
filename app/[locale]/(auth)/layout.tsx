import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { setPageLocale } from '@/lib/i18n/page-locale';

export default async function AuthLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await setPageLocale(params);
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter device="desktop" />
    </>
  );
}
