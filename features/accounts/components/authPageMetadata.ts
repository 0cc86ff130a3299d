import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/routing/locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

type AuthPage = 'login' | 'register' | 'reset';

/** Metadata of an auth page; the mobile twin names the desktop page as canonical. */
export async function authPageMetadata(locale: string, page: AuthPage, mobile: boolean): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return {
    ...pageMetadata({
      locale,
      path: `${mobile ? '/mobile' : ''}/${page}`,
      canonicalPath: `/${page}`,
      title: t(`${page}Title`),
      description: t(`${page}Intro`),
    }),
    robots: { index: page !== 'reset', follow: true },
  };
}
