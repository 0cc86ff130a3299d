import { MobileHeader } from '@/components/site/MobileHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { OrganizationJsonLd } from '@/features/marketing/components/seo/OrganizationJsonLd';
import { setPageLocale } from '@/lib/i18n/page-locale';

export default async function MobileLayout({ children, params }: LayoutProps<'/[locale]/mobile'>) {
  await setPageLocale(params);
  return (
    <>
      <OrganizationJsonLd />
      <MobileHeader />
      <main id="main">{children}</main>
      <SiteFooter device="phone" />
    </>
  );
}
