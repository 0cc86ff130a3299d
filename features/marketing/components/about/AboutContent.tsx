import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { Section } from '@/features/marketing/components/shared/Section';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

const WHAT = ['create', 'connect', 'deploy'] as const;
const PRINCIPLES = ['data', 'languages', 'open'] as const;

/** /aboutUs and /mobile/aboutUs: what the platform does and how the team works. */
export async function AboutContent({ device }: { device: Device }) {
  const t = await getTranslations('About');
  return (
    <InfoPage device={device}>
      <PageHero title={t('title')} lead={t('lead')} />
      <Section id="what" title={t('whatTitle')}>
        <CardGrid
          items={WHAT.map((key) => ({ id: key, title: t(`what.${key}.title`), body: t(`what.${key}.body`) }))}
        />
      </Section>
      <Section id="principles" title={t('principlesTitle')}>
        <CardGrid
          items={PRINCIPLES.map((key) => ({
            id: key,
            title: t(`principles.${key}.title`),
            body: t(`principles.${key}.body`),
          }))}
        />
      </Section>
      <Section id="contact" title={t('contactTitle')}>
        <p>{t('contactBody')}</p>
        <LinkButton href={devicePath('/contactUs', device)}>{t('contactLink')}</LinkButton>
      </Section>
    </InfoPage>
  );
}
