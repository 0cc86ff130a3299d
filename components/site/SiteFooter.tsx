import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
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
] as const;

export async function SiteFooter({ device }: { device: Device }) {
  const t = await getTranslations('Footer');
  return (
    <footer className={classes.footer}>
      <nav className={classes.links} aria-label={t('nav')}>
        {LINKS.map(([key, href]) => (
          <Link key={key} href={devicePath(href, device)}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <p className={classes.copyright}>{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
