import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';

export default function DesktopNotFound() {
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
