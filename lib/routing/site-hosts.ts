import { hostName, type Locale } from './locale';

/** The same path and query on the other language's host, keeping scheme and port. */
export function otherSiteUrl(
  current: URL,
  locale: Locale,
  hosts: { enHost: string; zhHost: string },
): string {
  const target = new URL(current.href);
  target.hostname = hostName(locale === 'en' ? hosts.zhHost : hosts.enHost);
  return target.href;
}
