import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/marketing/shared/LinkButton';
import { sitePath, type Variant } from '@/components/marketing/shared/site-path';
import { TopicArt } from '@/components/marketing/shared/TopicArt';
import { Section } from '@/components/marketing/shared/Section';
import { TopicShell } from '@/components/marketing/shared/TopicShell';
import { PlanCards } from './PlanCards';

export async function PricingPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('Pricing');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="cards" />}
    >
      <PlanCards variant={variant} headingLevel="h2" />
      <Section id="ordering" title={t('orderTitle')} intro={t('orderBody')}>
        <LinkButton href={sitePath(variant, '/subscriptions')} variant="secondary">
          {t('orderLink')}
        </LinkButton>
      </Section>
    </TopicShell>
  );
}
