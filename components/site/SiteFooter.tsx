import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { companyIdentity } from '@/lib/config/company';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import classes from './SiteFooter.module.css';

// Spec §1 asks for privacy, industry, technical (pricing) and contact; the others are pages that neither the header
// nor the menu reaches, so without the footer they would be linked from nowhere.
const LINKS = [
  ['privacy', '/privacy'],
  ['industry', '/industry'],
  ['technical', '/technical'],
  ['contact', '/contactUs'],
  ['whatIs', '/digitalHuman/what-is-digital-human'],
  ['localHuman', '/localHuman'],
  ['download', '/download'],
  ['companion', '/downloadCompanyApp'],
  ['community', '/community'],
  ['docs', '/doc'],
] as const;

/** Site links, then who runs the site: the company, its address and the ICP filing, each when configured. */
export async function SiteFooter({ device }: { device: Device }) {
  const [t, common, locale] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Common'),
    getLocale(),
  ]);
  const company = companyIdentity(locale as 'zh' | 'en');
  return (
    <footer className={classes.footer}>
      <nav className={classes.links} aria-label={t('nav')}>
        {LINKS.map(([key, href]) => (
          // Not prefetched: a page payload for every footer link in view would be fetched unasked.
          <Link key={key} href={devicePath(href, device)} prefetch={false}>
            {t(key)}
          </Link>
        ))}
        {/* The collection mini-site has one page for every device (no /mobile twin). */}
        <Link href="/collection/home" prefetch={false}>
          {t('collection')}
        </Link>
      </nav>
      <p className={classes.identity} data-testid="company-identity">
        <span>
          {t('copyright', { year: new Date().getFullYear(), holder: company.name || common('brand') })}
        </span>
        {company.address && <span>{company.address}</span>}
        {company.icpFiling && (
          // The filing is customarily linked to the MIIT filing register, where anyone can look it up.
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {company.icpFiling}
          </a>
        )}
      </p>
    </footer>
  );
}
