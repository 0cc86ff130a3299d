import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { StepList } from '@/features/marketing/components/shared/StepList';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

// The order of a conversation turn in the runtime: wake word → interruption → FAQ → documents → model → speech.
const STEPS = ['listen', 'wake', 'interrupt', 'faq', 'docs', 'model', 'speak'] as const;

export async function HowItWorksPage({ device }: { device: Device }) {
  const t = await getTranslations('HowItWorks');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="flow" />}
    >
      <StepList
        headingLevel="h2"
        steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
      />
      <Section id="scripts" title={t('scriptsTitle')} intro={t('scriptsBody')} />
      <TopicCta device={device} />
    </TopicShell>
  );
}
