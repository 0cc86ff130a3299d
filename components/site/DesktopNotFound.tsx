import { NotFoundContent } from '@/components/site/NotFoundContent';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';

/** The desktop 404 page: the locale layout has no header or footer of its own. */
export function DesktopNotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <NotFoundContent homeHref="/" />
      </main>
      <SiteFooter device="desktop" />
    </>
  );
}
