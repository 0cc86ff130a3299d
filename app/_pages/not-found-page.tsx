import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DesktopNotFound } from '@/components/site/DesktopNotFound';
import { NotFoundContent } from '@/components/site/NotFoundContent';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';

type Props = PageProps<'/[locale]/[...missing]'>;

/**
 * The page module of the 404 page on one device, built once per locale at /<locale>/404 and /<locale>/mobile/404,
 * where the proxy rewrites every unknown path with status 404. The page draws the 404 itself rather than call
 * notFound(): Next 16.4 answers notFound() with an empty body that only JavaScript fills (vercel/next.js#62228),
 * which crawlers and slow phones would see as a blank page.
 */
export function notFoundPage(device: Device) {
  return {
    generateStaticParams: () => [{ missing: ['404'] }],
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const t = await getTranslations({ locale: await pageLocale(params), namespace: 'NotFound' });
      return { title: t('title'), robots: { index: false, follow: true } };
    },
    Page: async function Missing({ params }: Props) {
      await setPageLocale(params);
      // The mobile layout brings the mobile header and footer; the locale layout has none.
      return device === 'phone' ? <NotFoundContent homeHref="/mobile/index" /> : <DesktopNotFound />;
    },
  };
}
