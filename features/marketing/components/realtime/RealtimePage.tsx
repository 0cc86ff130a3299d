import { getTranslations } from 'next-intl/server';
import { CastGallery } from '@/features/marketing/components/cast/CastGallery';
import type { PageCast } from '@/features/marketing/components/cast/cast-types';
import { DemoFacade } from '@/features/marketing/components/cast/DemoFacade';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Device } from '@/lib/routing/device';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

const ITEMS = ['streaming', 'interrupt', 'modes', 'subtitles', 'text', 'restart'] as const;

/** Real-time interaction: the live demo in the hero, what a conversation can do, the cast at work. */
export async function RealtimePage({ device, cast }: { device: Device; cast: PageCast }) {
  const [t, c] = await Promise.all([getTranslations('Realtime'), getTranslations('SiteCast')]);
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={cast.demo ? <DemoFacade demo={cast.demo} device={device} /> : <TopicArt kind="chat" />}
      wideArt={Boolean(cast.demo)}
    >
      <CardGrid
        headingLevel="h2"
        items={ITEMS.map((id) => ({ id, title: t(`items.${id}.title`), body: t(`items.${id}.body`) }))}
      />
      {cast.gallery && (
        <Section id="cast" title={c('atWorkTitle')} intro={c('atWorkIntro')}>
          <CastGallery members={cast.gallery} />
        </Section>
      )}
      <Section id="limits" title={t('limitsTitle')} intro={t('limitsBody')} />
      <TopicCta device={device} />
    </TopicShell>
  );
}
