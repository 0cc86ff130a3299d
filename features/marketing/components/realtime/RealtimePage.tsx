import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Variant } from '@/features/marketing/components/shared/site-path';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

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
