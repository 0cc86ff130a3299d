import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/common/CardGrid';
import type { Variant } from '@/components/marketing/common/site-path';
import { StepList } from '@/components/marketing/common/StepList';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';

const ITEMS = ['modes', 'knowledge', 'interrupt', 'offline'] as const;
const STEPS = ['one', 'two', 'three'] as const;

/** Service halls of banks and shops: /mobile/bankFitness and /mobile/retail are this same screen (routes.md). */
export async function RetailPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('Retail');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="chat" />}
    >
      <CardGrid
        headingLevel="h2"
        items={ITEMS.map((id) => ({ id, title: t(`items.${id}.title`), body: t(`items.${id}.body`) }))}
      />
      <TopicSection id="setup" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </TopicSection>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
