import { MobileHeader } from '@/components/site/MobileHeader';
import { OutsideRuntimePages } from '@/components/site/OutsideRuntimePages';
import { SiteFooter } from '@/components/site/SiteFooter';
import { OrganizationJsonLd } from '@/features/marketing/components/seo/OrganizationJsonLd';
import { setPageLocale } from '@/lib/i18n/page-locale';

export default async function MobileLayout({ children, params }: LayoutProps<'/[locale]/mobile'>) {
  await setPageLocale(params);
  return (
    <>
      <OrganizationJsonLd />
      {/* A runtime page covers the whole screen: the site's header and footer stay out of its HTML. */}
      <OutsideRuntimePages>
        <MobileHeader />
      </OutsideRuntimePages>
      <main id="main">{children}</main>
      <OutsideRuntimePages>
        <SiteFooter device="phone" />
      </OutsideRuntimePages>
    </>
  );
}
