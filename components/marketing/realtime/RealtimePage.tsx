import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/shared/CardGrid';
import type { Variant } from '@/components/marketing/shared/site-path';
import { TopicArt } from '@/components/marketing/shared/TopicArt';
import { TopicCta } from '@/components/marketing/shared/TopicCta';
import { Section } from '@/components/marketing/shared/Section';
import { TopicShell } from '@/components/marketing/shared/TopicShell';

const ITEMS = ['streaming', 'interrupt', 'modes', 'subtitles', 'text', 'restart'] as const;

export async function RealtimePage({ variant }: { variant: Variant }) {
  const t = await getTranslations('Realtime');
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
      <Section id="limits" title={t('limitsTitle')} intro={t('limitsBody')} />
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
