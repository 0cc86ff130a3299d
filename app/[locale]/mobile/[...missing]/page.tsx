import { NotFoundContent } from '@/components/site/NotFoundContent';
import { setPageLocale } from '@/lib/i18n/page-locale';

export {
  notFoundMetadata as generateMetadata,
  notFoundStaticParams as generateStaticParams,
} from '@/components/site/notFoundMetadata';

// As the desktop twin: drawn as a page, not by notFound() (vercel/next.js#62228); the proxy sets status 404.
export const dynamicParams = false;

export default async function MobileMissing({ params }: PageProps<'/[locale]/mobile/[...missing]'>) {
  await setPageLocale(params);
  return <NotFoundContent homeHref="/mobile/index" />;
}
