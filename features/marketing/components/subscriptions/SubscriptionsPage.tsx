import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { BUY_PLAN } from '@/features/marketing/components/pricing/PricingPage';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { StepList } from '@/features/marketing/components/shared/StepList';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

// Spec §4, order flow: order → bank transfer → voucher → review (1–5 working days) → delivery (up to 2 hours).
const STEPS = ['order', 'transfer', 'voucher', 'review', 'delivery'] as const;
const STATUSES = ['pending', 'review', 'failed', 'done'] as const;

export async function SubscriptionsPage({ device }: { device: Device }) {
  const t = await getTranslations('Subscriptions');
  return (
    <TopicShell
      device={device}
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
      <Section id="online" title={t('onlineTitle')} intro={t('onlineBody')}>
        <LinkButton href={BUY_PLAN}>{t('orderNow')}</LinkButton>
      </Section>
      <Section id="status" title={t('statusTitle')}>
        <CardGrid
          items={STATUSES.map((id) => ({ id, title: t(`status.${id}.title`), body: t(`status.${id}.body`) }))}
        />
      </Section>
      {/* The plans themselves live on the pricing page; a second grid here only repeated it under its link. */}
      <Section id="plans" title={t('plansTitle')} intro={t('plansBody')}>
        <LinkButton href={devicePath('/pricing', device)} variant="secondary">
          {t('plansLink')}
        </LinkButton>
      </Section>
      <TopicCta device={device} />
    </TopicShell>
  );
}
