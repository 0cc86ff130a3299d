import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { Section } from '@/features/marketing/components/shared/Section';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import classes from '@/features/marketing/components/shared/marketing.module.css';
import { OfflineIllustration } from './OfflineIllustration';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

const WHEN = ['network', 'venue'] as const;
const INCLUDES = ['render', 'knowledge', 'manage'] as const;

/** /localHuman and /mobile/localHuman: the offline (local) edition. */
export async function LocalHumanContent({ device }: { device: Device }) {
  const t = await getTranslations('LocalHuman');
  const contact = devicePath('/contactUs', device);
  return (
    <InfoPage device={device}>
      <PageHero title={t('title')} lead={t('lead')}>
        <LinkButton href={contact}>{t('cta')}</LinkButton>
      </PageHero>
      <OfflineIllustration />
      <Section id="when" title={t('whenTitle')}>
        <CardGrid
          items={WHEN.map((key) => ({ id: key, title: t(`when.${key}.title`), body: t(`when.${key}.body`) }))}
        />
      </Section>
      <Section id="includes" title={t('includesTitle')}>
        <ul className={classes.list}>
          {INCLUDES.map((key) => (
            <li key={key}>{t(`includes.${key}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="how" title={t('howTitle')}>
        <p>{t('how')}</p>
        <LinkButton href={contact} variant="secondary">
          {t('cta')}
        </LinkButton>
      </Section>
    </InfoPage>
  );
}
