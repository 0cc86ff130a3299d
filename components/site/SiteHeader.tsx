import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { serverConfig } from '@/lib/config/server-config';
import { siteRoots } from '@/lib/seo/site-origins';
import { ConsoleEntry } from './ConsoleEntry';
import { FreeTrialButton } from './header-islands';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { SITE_NAV } from './site-nav';
import classes from './SiteHeader.module.css';

/**
 * The home layout's header: navigation, language switch, the console entry when signed in and the free-trial
 * button. Where the navigation does not fit on one line, CSS folds it into the menu (SiteHeader.module.css).
 */
export async function SiteHeader() {
  const [t, common, lang, locale] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Common'),
    getTranslations('LanguageSwitch'),
    getLocale(),
  ]);
  const { siteEnHost, siteZhHost } = serverConfig();
  return (
    <header className={classes.header}>
      {/* Chrome links are not prefetched: each would fetch a page payload (and for /, the console's CSS) unasked. */}
      <Link href="/" className={classes.brand} prefetch={false}>
        <svg aria-hidden width="28" height="28" viewBox="0 0 32 32">
          <circle cx="16" cy="12" r="7" fill="currentColor" opacity="0.85" />
          <path d="M4 30c1.5-7 6.5-10 12-10s10.5 3 12 10" fill="currentColor" opacity="0.55" />
        </svg>
        <span>{common('brand')}</span>
      </Link>
      <nav aria-label={t('nav')} className={classes.nav}>
        {SITE_NAV.map(([key, href]) => (
          <Link key={href} href={href} className={classes.link} prefetch={false}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <div className={classes.actions}>
        <LanguageSwitch
          locale={locale}
          enHost={siteEnHost}
          zhHost={siteZhHost}
          otherOrigin={siteRoots()[locale === 'en' ? 'zh' : 'en']}
          label={lang('label')}
          ariaLabel={lang('ariaLabel')}
        />
        <ConsoleEntry href="/dashboard" label={t('console')} />
        <FreeTrialButton label={common('freeTrial')} />
        <MobileMenu
          className={classes.menu}
          label={t('openMenu')}
          title={t('nav')}
          items={SITE_NAV.map(([key, href]) => ({ href, label: t(key) }))}
        />
      </div>
    </header>
  );
}
