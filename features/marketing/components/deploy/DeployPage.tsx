import { getTranslations } from 'next-intl/server';
import { CastGroupPicture } from '@/features/marketing/components/cast/CastGroupPicture';
import type { PageCast } from '@/features/marketing/components/cast/cast-types';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import type { Device } from '@/lib/routing/device';
import { StepList } from '@/features/marketing/components/shared/StepList';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Callout, Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

// The four steps of the session wizard (spec §2), then the ways to hand the session to visitors.
const CREATE = ['character', 'background', 'voice', 'config'] as const;
const SHARE = ['link', 'sdk', 'h5', 'byo'] as const;
const EDITIONS = ['cloud', 'local'] as const;

export async function DeployPage({ device, cast }: { device: Device; cast: PageCast }) {
  const t = await getTranslations('Deploy');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={cast.hero ? <CastGroupPicture group={cast.hero} /> : <TopicArt kind="flow" />}
    >
      <Section id="create" title={t('createTitle')}>
        <StepList
          steps={CREATE.map((id) => ({ id, title: t(`create.${id}.title`), body: t(`create.${id}.body`) }))}
        />
        <Callout>
          <strong>{t('quickTitle')}</strong> {t('quickBody')}
        </Callout>
      </Section>
      <Section id="try" title={t('tryTitle')} intro={t('tryBody')} />
      <Section id="share" title={t('shareTitle')}>
        <CardGrid
          items={SHARE.map((id) => ({ id, title: t(`share.${id}.title`), body: t(`share.${id}.body`) }))}
        />
        <Callout>{t('sdkNote')}</Callout>
      </Section>
      <Section id="editions" title={t('editionsTitle')}>
        <CardGrid
          items={EDITIONS.map((id) => ({
            id,
            title: t(`editions.${id}.title`),
            body: t(`editions.${id}.body`),
          }))}
        />
      </Section>
      <TopicCta device={device} />
    </TopicShell>
  );
}
