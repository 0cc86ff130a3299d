import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/shared/CardGrid';
import type { Variant } from '@/components/marketing/shared/site-path';
import { StepList } from '@/components/marketing/shared/StepList';
import { TopicArt } from '@/components/marketing/shared/TopicArt';
import { TopicCta } from '@/components/marketing/shared/TopicCta';
import { Section } from '@/components/marketing/shared/Section';
import { TopicShell } from '@/components/marketing/shared/TopicShell';
import classes from '@/components/marketing/shared/marketing.module.css';

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
      <Section id="sources" title={t('sourcesTitle')}>
        <CardGrid
          items={SOURCES.map((id) => ({
            id,
            title: t(`sources.${id}.title`),
            body: t(`sources.${id}.body`),
          }))}
        />
      </Section>
      <Section id="steps" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </Section>
      <Section id="uses" title={t('usesTitle')}>
        <ul className={classes.list}>
          {USES.map((id) => (
            <li key={id}>{t(`uses.${id}`)}</li>
          ))}
        </ul>
      </Section>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
