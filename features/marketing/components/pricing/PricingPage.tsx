import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { sitePath, type Variant } from '@/features/marketing/components/shared/site-path';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
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
