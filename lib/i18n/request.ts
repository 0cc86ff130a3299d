import { getRequestConfig } from 'next-intl/server';
import { catalogues } from '@/messages/catalogues';
import { defaultLocale, isLocale } from '@/lib/routing/locale';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: catalogues[locale], timeZone: 'Asia/Shanghai' };
});
