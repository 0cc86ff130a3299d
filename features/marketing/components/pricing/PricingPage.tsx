import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import { PlanCards } from './PlanCards';

export async function PricingPage({ device }: { device: Device }) {
  const t = await getTranslations('Pricing');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="cards" />}
    >
      <PlanCards device={device} headingLevel="h2" />
      <Section id="ordering" title={t('orderTitle')} intro={t('orderBody')}>
        <LinkButton href={devicePath('/subscriptions', device)} variant="secondary">
          {t('orderLink')}
        </LinkButton>
      </Section>
    </TopicShell>
  );
}
