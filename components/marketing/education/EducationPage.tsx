import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/shared/CardGrid';
import { sitePath, type Variant } from '@/components/marketing/shared/site-path';
import { TopicArt } from '@/components/marketing/shared/TopicArt';
import { TopicCta } from '@/components/marketing/shared/TopicCta';
import { TopicShell } from '@/components/marketing/shared/TopicShell';

const ITEMS = ['knowledge', 'video', 'languages', 'persona'] as const;

export async function EducationPage({ variant }: { variant: Variant }) {
  const [t, video] = await Promise.all([getTranslations('Education'), getTranslations('SmallVideo')]);
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="doc" />}
    >
      <CardGrid
        headingLevel="h2"
        items={ITEMS.map((id) => ({
          id,
          title: t(`items.${id}.title`),
          body: t(`items.${id}.body`),
          link:
            id === 'video' ? { href: sitePath(variant, '/smallVideo'), label: video('title') } : undefined,
        }))}
      />
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
