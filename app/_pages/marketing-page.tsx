import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import {
  marketingNamespace,
  type MarketingPage,
  type PhoneOnlyMarketingPage,
} from '@/lib/routing/route-table';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

/** Every page below the locale segment gets that segment's params. */
type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

/**
 * The page module of one marketing page on one device, named as the route table names it: its desktop path, or its
 * /mobile path where only phones have it. Titles come from the page's namespace in the route table; the page is
 * built ahead for both locales, which the locale layout lists.
 */
export function marketingPage<P extends MarketingPage>(
  page: P,
  device: P extends PhoneOnlyMarketingPage ? 'phone' : Device,
  Content: ComponentType<{ device: Device }>,
) {
  const path = devicePath(page, device);
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      localizedPageMetadata(await pageLocale(params), marketingNamespace(page), path),
    Page: async function MarketingPage({ params }: Props) {
      await setPageLocale(params);
      return <Content device={device} />;
    },
  };
}
