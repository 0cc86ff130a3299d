import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Device } from '@/lib/routing/device';
import { StepList } from '@/features/marketing/components/shared/StepList';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import classes from '@/features/marketing/components/shared/marketing.module.css';

const SOURCES = ['ppt', 'text', 'template'] as const;
const STEPS = ['one', 'two', 'three'] as const;
const USES = ['u1', 'u2', 'u3'] as const;

export async function SmallVideoPage({ device }: { device: Device }) {
  const t = await getTranslations('SmallVideo');
  return (
    <TopicShell
      device={device}
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
      <TopicCta device={device} />
    </TopicShell>
  );
}
