import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/NotFoundContent';
import type { Locale } from '@/lib/routing/locale';

export {
  notFoundMetadata as generateMetadata,
  notFoundStaticParams as generateStaticParams,
} from '@/components/site/notFoundMetadata';

// As the desktop twin: drawn as a page, not by notFound() (vercel/next.js#62228); the proxy sets status 404.
export const dynamicParams = false;

export default async function MobileMissing({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  return <NotFoundContent homeHref="/mobile/index" />;
}
