import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { serverConfig } from '@/lib/config/server-config';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import classes from './ContactContent.module.css';
import { ContactFormIsland } from './ContactFormIsland';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

const NEXT_STEPS = ['read', 'reply', 'call'] as const;

/** /contactUs and /mobile/contactUs: the partner form beside what happens after sending it. */
export async function ContactContent({ device }: { device: Device }) {
  const t = await getTranslations('Contact');
  const { hotline } = serverConfig();
  return (
    <InfoPage device={device}>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className={classes.layout}>
        <ContactFormIsland />
        <aside className={classes.aside} aria-labelledby="contact-next">
          <h2 id="contact-next">{t('nextTitle')}</h2>
          <ol>
            {NEXT_STEPS.map((key) => (
              <li key={key}>{t(`next.${key}`)}</li>
            ))}
          </ol>
          {hotline ? (
            <p>
              {t('hotline')}: <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</a>
            </p>
          ) : null}
          <p className={classes.note}>
            <Link href={devicePath('/privacy', device)}>{t('privacyNote')}</Link>
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}
