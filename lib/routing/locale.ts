export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** Host name without port, lower case; the first entry of a forwarded list. */
export function hostName(host: string | null | undefined): string {
  const first = (host ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  return first.replace(/:\d+$/, '');
}

/** The English-site host gets `en`, whatever the port; every other host gets `zh`. */
export function localeFromHost(host: string | null, forwardedHost: string | null, enHost: string): Locale {
  return hostName(forwardedHost || host) === hostName(enHost) ? 'en' : 'zh';
}
