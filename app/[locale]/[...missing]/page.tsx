import { DesktopNotFound } from '@/components/site/DesktopNotFound';
import { setPageLocale } from '@/lib/i18n/page-locale';

export {
  notFoundMetadata as generateMetadata,
  notFoundStaticParams as generateStaticParams,
} from '@/components/site/notFoundMetadata';

// The proxy rewrites every unknown path to /<locale>/404 with status 404. The page draws the 404 itself rather than
// call notFound(): Next 16.4 answers notFound() with an empty body that only JavaScript fills (vercel/next.js#62228),
// which crawlers and slow phones would see as a blank page.
export const dynamicParams = false;

export default async function Missing({ params }: PageProps<'/[locale]/[...missing]'>) {
  await setPageLocale(params);
  return <DesktopNotFound />;
}
