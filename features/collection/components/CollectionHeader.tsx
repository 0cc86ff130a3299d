import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ConsoleEntry } from '@/components/site/ConsoleEntry';
import { LanguageSwitch } from '@/components/site/LanguageSwitch';
import { serverConfig } from '@/lib/config/server-config';
import { siteOrigins } from '@/lib/seo/site-origins';
import classes from './collection.module.css';

/** The collection pages' links (a unit test forbids links to routes without a page). */
export const COLLECTION_NAV = [
  ['home', '/collection/home'],
  ['subscribe', '/collection/subscribe'],
  ['my', '/collection/my'],
  ['conversation', '/collection/conversation'],
  ['order', '/collection/order'],
  ['contactUs', '/collection/contactUs'],
] as const;

/** The mini-site's header: its pages, the language switch and, when signed in, the way into the console. */
export async function CollectionHeader() {
  const [t, lang, locale] = await Promise.all([
    getTranslations('CollectionNav'),
    getTranslations('LanguageSwitch'),
    getLocale(),
  ]);
  const { siteEnHost, siteZhHost } = serverConfig();
  return (
    <header className={classes.header}>
      <Link href="/collection/home" className={classes.brand} prefetch={false}>
        {t('brand')}
      </Link>
      <nav aria-label={t('nav')} className={classes.nav}>
        {COLLECTION_NAV.map(([key, href]) => (
          <Link key={href} href={href} prefetch={false}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <div className={classes.actions}>
        <LanguageSwitch
          locale={locale}
          enHost={siteEnHost}
          zhHost={siteZhHost}
          otherOrigin={siteOrigins()[locale === 'en' ? 'zh' : 'en']}
          label={lang('label')}
          ariaLabel={lang('ariaLabel')}
        />
        <ConsoleEntry href="/dashboard" label={t('console')} compact />
      </div>
    </header>
  );
}
