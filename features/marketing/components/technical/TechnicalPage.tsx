import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

const ITEMS = [
  'streaming',
  'modes',
  'interrupt',
  'knowledge',
  'models',
  'library',
  'languages',
  'editions',
  'embed',
] as const;

export async function TechnicalPage({ device }: { device: Device }) {
  const t = await getTranslations('Technical');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="globe" />}
      actions={
        <>
          <LinkButton href={devicePath('/pricing', device)} variant="secondary">
            {t('pricingLink')}
          </LinkButton>
          <LinkButton href={devicePath('/How-to-deploy-digital-human', device)} variant="secondary">
            {t('deployLink')}
          </LinkButton>
        </>
      }
    >
      <CardGrid
        headingLevel="h2"
        items={ITEMS.map((id) => ({ id, title: t(`items.${id}.title`), body: t(`items.${id}.body`) }))}
      />
      <TopicCta device={device} />
    </TopicShell>
  );
}
