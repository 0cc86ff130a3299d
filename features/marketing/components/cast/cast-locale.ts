import { getLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/routing/locale';

/** The page's locale for picking a name of the cast: the one next-intl was given for this page. */
export async function castLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : 'zh';
}

/** "A, B and C" in the page's language. */
export const listOf = (locale: Locale, names: readonly string[]) =>
  new Intl.ListFormat(locale === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' }).format(names);
