import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

const ITEMS = ['knowledge', 'video', 'languages', 'persona'] as const;

export async function EducationPage({ device }: { device: Device }) {
  const [t, video] = await Promise.all([getTranslations('Education'), getTranslations('SmallVideo')]);
  return (
    <TopicShell
      device={device}
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
            id === 'video' ? { href: devicePath('/smallVideo', device), label: video('title') } : undefined,
        }))}
      />
      <TopicCta device={device} />
    </TopicShell>
  );
}
