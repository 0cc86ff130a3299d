import { OrganizationJsonLd } from '@/features/marketing/components/seo/OrganizationJsonLd';
import { CollectionHeader } from '@/features/collection/components/CollectionHeader';
import classes from '@/features/collection/components/collection.module.css';
import { setPageLocale } from '@/lib/i18n/page-locale';

/** The collection mini-site (issue 24): its own header, phone first; no /mobile twin, one page for every device. */
export default async function CollectionLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await setPageLocale(params);
  return (
    <>
      <OrganizationJsonLd />
      <CollectionHeader />
      <main id="main" className={classes.main}>
        {children}
      </main>
    </>
  );
}
