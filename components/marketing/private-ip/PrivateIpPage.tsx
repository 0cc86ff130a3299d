import { getTranslations } from 'next-intl/server';
import type { Variant } from '@/components/marketing/common/site-path';
import { StepList } from '@/components/marketing/common/StepList';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicNote, TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';
import classes from '@/components/marketing/common/topic.module.css';

// Spec §9: the cloning video is recorded for 5 minutes.
const STEPS = ['consent', 'setup', 'record', 'send', 'produce', 'use'] as const;
const TIPS = ['t1', 't2', 't3', 't4'] as const;

export async function PrivateIpPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('PrivateIp');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="record" />}
    >
      <TopicSection id="recording" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </TopicSection>
      <TopicSection id="tips" title={t('tipsTitle')}>
        <ul className={classes.points}>
          {TIPS.map((id) => (
            <li key={id}>{t(`tips.${id}`)}</li>
          ))}
        </ul>
        <TopicNote>{t('priceNote')}</TopicNote>
      </TopicSection>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
