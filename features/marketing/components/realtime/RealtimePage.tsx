import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Device } from '@/lib/routing/device';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

const ITEMS = ['streaming', 'interrupt', 'modes', 'subtitles', 'text', 'restart'] as const;

export async function RealtimePage({ device }: { device: Device }) {
  const t = await getTranslations('Realtime');
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
      <Section id="limits" title={t('limitsTitle')} intro={t('limitsBody')} />
      <TopicCta device={device} />
    </TopicShell>
  );
}
