import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import { OrganizationJsonLd } from '@/features/marketing/components/seo/OrganizationJsonLd';
import { setPageLocale } from '@/lib/i18n/page-locale';

export default async function HomeLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await setPageLocale(params);
  return (
    <>
      <OrganizationJsonLd />
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter device="desktop" />
    </>
  );
}
