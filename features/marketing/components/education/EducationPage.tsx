import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { sitePath, type Variant } from '@/features/marketing/components/shared/site-path';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

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
