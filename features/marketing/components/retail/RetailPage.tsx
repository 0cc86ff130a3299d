import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Device } from '@/lib/routing/device';
import { StepList } from '@/features/marketing/components/shared/StepList';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

const ITEMS = ['modes', 'knowledge', 'interrupt', 'offline'] as const;
const STEPS = ['one', 'two', 'three'] as const;

/** Service halls of banks and shops: /mobile/bankFitness and /mobile/retail are this same screen (routes.md). */
export async function RetailPage({ device }: { device: Device }) {
  const t = await getTranslations('Retail');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="chat" />}
    >
      <CardGrid
        headingLevel="h2"
        items={ITEMS.map((id) => ({ id, title: t(`items.${id}.title`), body: t(`items.${id}.body`) }))}
      />
      <Section id="setup" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </Section>
      <TopicCta device={device} />
    </TopicShell>
  );
}
