import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import type { Locale } from '@/lib/routing/locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { AuthPageKind } from './AuthPageView';

/** Metadata of an auth page; the mobile twin names the desktop page as canonical. */
export async function authPageMetadata(
  locale: Locale,
  page: AuthPageKind,
  device: Device,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Auth' });
  const desktop = `/${page}`;
  return {
    ...pageMetadata({
      locale,
      path: devicePath(desktop, device),
      canonicalPath: desktop,
      title: t(`${page}Title`),
      description: t(`${page}Intro`),
    }),
    robots: { index: page !== 'reset', follow: true },
  };
}
