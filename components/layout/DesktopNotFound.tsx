import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';

/** The desktop 404 page: the locale layout has no header or footer of its own. */
export function DesktopNotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <NotFoundContent homeHref="/" />
      </main>
      <SiteFooter />
    </>
  );
}
