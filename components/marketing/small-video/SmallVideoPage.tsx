import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/common/CardGrid';
import type { Variant } from '@/components/marketing/common/site-path';
import { StepList } from '@/components/marketing/common/StepList';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';
import classes from '@/components/marketing/common/topic.module.css';

const SOURCES = ['ppt', 'text', 'template'] as const;
const STEPS = ['one', 'two', 'three'] as const;
const USES = ['u1', 'u2', 'u3'] as const;

export async function SmallVideoPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('SmallVideo');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="video" />}
    >
      <TopicSection id="sources" title={t('sourcesTitle')}>
        <CardGrid
          items={SOURCES.map((id) => ({
            id,
            title: t(`sources.${id}.title`),
            body: t(`sources.${id}.body`),
          }))}
        />
      </TopicSection>
      <TopicSection id="steps" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </TopicSection>
      <TopicSection id="uses" title={t('usesTitle')}>
        <ul className={classes.points}>
          {USES.map((id) => (
            <li key={id}>{t(`uses.${id}`)}</li>
          ))}
        </ul>
      </TopicSection>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
