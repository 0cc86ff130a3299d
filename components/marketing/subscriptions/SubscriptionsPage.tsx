import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/common/CardGrid';
import { LinkButton } from '@/components/marketing/common/LinkButton';
import { sitePath, type Variant } from '@/components/marketing/common/site-path';
import { StepList } from '@/components/marketing/common/StepList';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';
import { PlanCards } from '@/components/marketing/pricing/PlanCards';

// Spec §4, order flow: order → bank transfer → voucher → review (1–5 working days) → delivery (up to 2 hours).
const STEPS = ['order', 'transfer', 'voucher', 'review', 'delivery'] as const;
const STATUSES = ['pending', 'review', 'failed', 'done'] as const;

export async function SubscriptionsPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('Subscriptions');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="flow" />}
    >
      <TopicSection id="transfer" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </TopicSection>
      <TopicSection id="online" title={t('onlineTitle')} intro={t('onlineBody')} />
      <TopicSection id="status" title={t('statusTitle')}>
        <CardGrid
          items={STATUSES.map((id) => ({ id, title: t(`status.${id}.title`), body: t(`status.${id}.body`) }))}
        />
      </TopicSection>
      <TopicSection id="plans" title={t('plansTitle')} intro={t('plansBody')}>
        <LinkButton href={sitePath(variant, '/pricing')}>{t('plansLink')}</LinkButton>
        <PlanCards variant={variant} headingLevel="h3" />
      </TopicSection>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
