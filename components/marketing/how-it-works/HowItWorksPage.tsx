import { getTranslations } from 'next-intl/server';
import type { Variant } from '@/components/marketing/shared/site-path';
import { StepList } from '@/components/marketing/shared/StepList';
import { TopicArt } from '@/components/marketing/shared/TopicArt';
import { TopicCta } from '@/components/marketing/shared/TopicCta';
import { Section } from '@/components/marketing/shared/Section';
import { TopicShell } from '@/components/marketing/shared/TopicShell';

// The order of a conversation turn in the runtime: wake word → interruption → FAQ → documents → model → speech.
const STEPS = ['listen', 'wake', 'interrupt', 'faq', 'docs', 'model', 'speak'] as const;

export async function HowItWorksPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('HowItWorks');
  return (
    <TopicShell
      variant={variant}
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
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
