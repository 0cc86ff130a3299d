import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/routing/locale';

// The two 404 pages (desktop and mobile) are built once per locale at /<locale>/404 and /<locale>/mobile/404, where
// the proxy rewrites every unknown path.

export function notFoundStaticParams() {
  return [{ missing: ['404'] }];
}

export async function notFoundMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}
