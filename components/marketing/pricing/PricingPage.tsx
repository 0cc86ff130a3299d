import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/marketing/common/LinkButton';
import { sitePath, type Variant } from '@/components/marketing/common/site-path';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';
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
      <TopicSection id="ordering" title={t('orderTitle')} intro={t('orderBody')}>
        <LinkButton href={sitePath(variant, '/subscriptions')}>{t('orderLink')}</LinkButton>
      </TopicSection>
    </TopicShell>
  );
}
