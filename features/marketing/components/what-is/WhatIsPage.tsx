import { getTranslations } from 'next-intl/server';
import { CastGallery } from '@/features/marketing/components/cast/CastGallery';
import { CastGroupPicture } from '@/features/marketing/components/cast/CastGroupPicture';
import type { PageCast } from '@/features/marketing/components/cast/cast-types';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import classes from '@/features/marketing/components/shared/marketing.module.css';

const PARTS = ['look', 'voice', 'mind', 'persona'] as const;

export async function WhatIsPage({ device, cast }: { device: Device; cast: PageCast }) {
  const [t, c] = await Promise.all([getTranslations('WhatIs'), getTranslations('SiteCast')]);
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={cast.hero ? <CastGroupPicture group={cast.hero} /> : <TopicArt kind="chat" />}
    >
      <Section id="parts" title={t('partsTitle')}>
        <CardGrid
          items={PARTS.map((id) => ({ id, title: t(`parts.${id}.title`), body: t(`parts.${id}.body`) }))}
        />
      </Section>
      {cast.gallery && (
        <Section id="cast" title={c('galleryTitle')} intro={c('galleryIntro')}>
          <CastGallery members={cast.gallery} />
        </Section>
      )}
      <Section id="difference" title={t('diffTitle')} intro={t('diffBody')}>
        <div className={classes.actions}>
          {/* "How it works" exists on the mobile site only (routes.md). */}
          {device === 'phone' && (
            <LinkButton href="/mobile/digitalHuman/how-it-works" variant="secondary">
              {t('howLink')}
            </LinkButton>
          )}
          <LinkButton href={devicePath('/How-to-deploy-digital-human', device)} variant="secondary">
            {t('deployLink')}
          </LinkButton>
        </div>
      </Section>
      <TopicCta device={device} />
    </TopicShell>
  );
}
