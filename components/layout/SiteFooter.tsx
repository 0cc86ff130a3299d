import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import classes from './SiteFooter.module.css';

/** Spec §1: the footer links privacy, industry, technical (pricing) and contact. */
export async function SiteFooter({ mobile = false }: { mobile?: boolean }) {
  const t = await getTranslations('Footer');
  const prefix = mobile ? '/mobile' : '';
  const links = [
    ['privacy', '/privacy'],
    ['industry', '/industry'],
    ['technical', '/technical'],
    ['contact', '/contactUs'],
  ] as const;
  return (
    <footer className={classes.footer}>
      <nav className={classes.links} aria-label={t('contact')}>
        {links.map(([key, href]) => (
          <Link key={key} href={prefix + href}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <p className={classes.copyright}>{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
