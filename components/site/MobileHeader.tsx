import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { serverConfig } from '@/lib/config/server-config';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { siteRoots } from '@/lib/seo/site-origins';
import { AccountName } from './header-islands';
import { ConsoleEntry } from './ConsoleEntry';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { SITE_NAV } from './site-nav';
import chrome from './chrome.module.css';
import classes from './MobileHeader.module.css';

export async function MobileHeader() {
  const [t, common, lang, locale] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Common'),
    getTranslations('LanguageSwitch'),
    getLocale(),
  ]);
  const { siteEnHost, siteZhHost } = serverConfig();
  return (
    <header className={classes.header}>
      <Link href="/mobile/index" className={classes.brand} prefetch={false}>
        {common('brand')}
      </Link>
      <LanguageSwitch
        locale={locale}
        enHost={siteEnHost}
        zhHost={siteZhHost}
        otherOrigin={siteRoots()[locale === 'en' ? 'zh' : 'en']}
        label={lang('label')}
        ariaLabel={lang('ariaLabel')}
      />
      <ConsoleEntry href="/mobile/dashboard" label={t('console')} compact />
      <MobileMenu
        label={t('openMenu')}
        title={t('nav')}
        items={SITE_NAV.map(([key, href]) => ({ href: devicePath(href, 'phone'), label: t(key) }))}
      >
        <p className={chrome.menuAccount}>
          <span>{t('signedInAs')}</span>
          <AccountName />
        </p>
      </MobileMenu>
    </header>
  );
}
