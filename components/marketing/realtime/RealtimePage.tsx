import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/common/CardGrid';
import type { Variant } from '@/components/marketing/common/site-path';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';

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
      <TopicSection id="limits" title={t('limitsTitle')} intro={t('limitsBody')} />
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
