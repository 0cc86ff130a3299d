import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { serverConfig } from '@/lib/config/server-config';
import { FreeTrialButton } from './FreeTrialButton';
import { LanguageSwitch } from './LanguageSwitch';
import { SITE_NAV } from './site-nav';
import classes from './SiteHeader.module.css';

/** The home layout's header: navigation, language switch and the free-trial button. */
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
      <Link href="/" className={classes.brand}>
        <svg aria-hidden width="28" height="28" viewBox="0 0 32 32">
          <circle cx="16" cy="12" r="7" fill="currentColor" opacity="0.85" />
          <path d="M4 30c1.5-7 6.5-10 12-10s10.5 3 12 10" fill="currentColor" opacity="0.55" />
        </svg>
        <span>{common('brand')}</span>
      </Link>
      <nav aria-label={t('nav')} className={classes.nav}>
        {SITE_NAV.map(([key, href]) => (
          <Link key={href} href={href} className={classes.link}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <div className={classes.actions}>
        <LanguageSwitch
          locale={locale}
          enHost={siteEnHost}
          zhHost={siteZhHost}
          label={lang('label')}
          ariaLabel={lang('ariaLabel')}
        />
        <FreeTrialButton label={common('freeTrial')} />
      </div>
    </header>
  );
}
