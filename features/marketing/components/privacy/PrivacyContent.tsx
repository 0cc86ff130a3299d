import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { Section } from '@/features/marketing/components/shared/Section';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import classes from './PrivacyContent.module.css';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

const PARTS = {
  privacy: ['collect', 'purpose', 'cloning', 'sharing', 'retention', 'security', 'cookies', 'rights'],
  terms: ['accounts', 'use', 'content', 'fees', 'availability', 'liability', 'ending'],
  legal: ['operator', 'ip', 'ai', 'contact'],
} as const;

type Part = keyof typeof PARTS;
const PART_ORDER: Part[] = ['privacy', 'terms', 'legal'];

/** /privacy and /mobile/privacy: privacy policy, terms of service and legal notices on one page. */
export async function PrivacyContent({ device }: { device: Device }) {
  const t = await getTranslations('Privacy');
  const text = (part: Part, key: string, field: 'title' | 'body') =>
    // The key lists above mirror the message file; next-intl checks the full keys at the call sites below.
    t(`${part}.${key}.${field}` as Parameters<typeof t>[0]);
  return (
    <InfoPage device={device}>
      <PageHero title={t('title')} lead={t('lead')} />
      <nav aria-label={t('tocLabel')} className={classes.toc}>
        <ul>
          {PART_ORDER.map((part) => (
            <li key={part}>
              <a href={`#${part}`}>{t(`${part}Title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {PART_ORDER.map((part) => (
        <Section key={part} id={part} title={t(`${part}Title`)}>
          {PARTS[part].map((key) => (
            <div key={key} className={classes.clause}>
              <h3>{text(part, key, 'title')}</h3>
              <p>{text(part, key, 'body')}</p>
            </div>
          ))}
        </Section>
      ))}
      <p className={classes.contact}>
        <Link href={devicePath('/contactUs', device)} prefetch={false}>
          {t('contactLink')}
        </Link>
      </p>
    </InfoPage>
  );
}
