import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

// The three product lines, each with its own page.
const ITEMS = [
  ['realtime', '/real-time-interaction'],
  ['privateIp', '/privateIp'],
  ['smallVideo', '/smallVideo'],
] as const;

export async function DigitalHuman3Page({ device }: { device: Device }) {
  const t = await getTranslations('DigitalHuman3');
  return (
    <TopicShell
      device={device}
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
          link: { href: devicePath(path, device), label: t('learnMore') },
        }))}
      />
      <TopicCta device={device} />
    </TopicShell>
  );
}
