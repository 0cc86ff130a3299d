import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { sitePath, type Variant } from '@/features/marketing/components/shared/site-path';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

// The three product lines, each with its own page.
const ITEMS = [
  ['realtime', '/real-time-interaction'],
  ['privateIp', '/privateIp'],
  ['smallVideo', '/smallVideo'],
] as const;

export async function DigitalHuman3Page({ variant }: { variant: Variant }) {
  const t = await getTranslations('DigitalHuman3');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="video" />}
    >
      <CardGrid
        headingLevel="h2"
        items={ITEMS.map(([id, path]) => ({
          id,
          title: t(`items.${id}.title`),
          body: t(`items.${id}.body`),
          link: { href: sitePath(variant, path), label: t('learnMore') },
        }))}
      />
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
