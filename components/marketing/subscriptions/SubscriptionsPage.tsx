import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/shared/CardGrid';
import { LinkButton } from '@/components/marketing/shared/LinkButton';
import { sitePath, type Variant } from '@/components/marketing/shared/site-path';
import { StepList } from '@/components/marketing/shared/StepList';
import { TopicArt } from '@/components/marketing/shared/TopicArt';
import { TopicCta } from '@/components/marketing/shared/TopicCta';
import { Section } from '@/components/marketing/shared/Section';
import { TopicShell } from '@/components/marketing/shared/TopicShell';
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
      <Section id="transfer" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </Section>
      <Section id="online" title={t('onlineTitle')} intro={t('onlineBody')} />
      <Section id="status" title={t('statusTitle')}>
        <CardGrid
          items={STATUSES.map((id) => ({ id, title: t(`status.${id}.title`), body: t(`status.${id}.body`) }))}
        />
      </Section>
      <Section id="plans" title={t('plansTitle')} intro={t('plansBody')}>
        <LinkButton href={sitePath(variant, '/pricing')} variant="secondary">
          {t('plansLink')}
        </LinkButton>
        <PlanCards variant={variant} headingLevel="h3" />
      </Section>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
