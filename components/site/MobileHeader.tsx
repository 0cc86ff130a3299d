import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { serverConfig } from '@/lib/config/server-config';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import classes from './MobileHeader.module.css';

const MENU = [
  ['pricing', '/mobile/pricing'],
  ['industry', '/mobile/industry'],
  ['technical', '/mobile/technical'],
  ['realtime', '/mobile/real-time-interaction'],
  ['privateIp', '/mobile/privateIp'],
  ['smallVideo', '/mobile/smallVideo'],
  ['news', '/mobile/news'],
  ['aboutUs', '/mobile/aboutUs'],
] as const;

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
      <Link href="/mobile/index" className={classes.brand}>
        {common('brand')}
      </Link>
      <LanguageSwitch
        locale={locale}
        enHost={siteEnHost}
        zhHost={siteZhHost}
        label={lang('label')}
        ariaLabel={lang('ariaLabel')}
      />
      <MobileMenu
        label={t('openMenu')}
        title={t('nav')}
        items={MENU.map(([key, href]) => ({ href, label: t(key) }))}
      />
    </header>
  );
}
