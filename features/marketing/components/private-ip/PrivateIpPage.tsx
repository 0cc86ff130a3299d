import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { StepList } from '@/features/marketing/components/shared/StepList';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Callout, Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import classes from '@/features/marketing/components/shared/marketing.module.css';

// Spec §9: the cloning video is recorded for 5 minutes.
const STEPS = ['consent', 'setup', 'record', 'send', 'produce', 'use'] as const;
const TIPS = ['t1', 't2', 't3', 't4'] as const;

export async function PrivateIpPage({ device }: { device: Device }) {
  const t = await getTranslations('PrivateIp');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="record" />}
    >
      <Section id="recording" title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map((id) => ({ id, title: t(`steps.${id}.title`), body: t(`steps.${id}.body`) }))}
        />
      </Section>
      <Section id="tips" title={t('tipsTitle')}>
        <ul className={classes.list}>
          {TIPS.map((id) => (
            <li key={id}>{t(`tips.${id}`)}</li>
          ))}
        </ul>
        <Callout>{t('priceNote')}</Callout>
      </Section>
      <TopicCta device={device} />
    </TopicShell>
  );
}
