import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/common/CardGrid';
import type { Variant } from '@/components/marketing/common/site-path';
import { StepList } from '@/components/marketing/common/StepList';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicNote, TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';

// The four steps of the session wizard (spec §2), then the ways to hand the session to visitors.
const CREATE = ['character', 'background', 'voice', 'config'] as const;
const SHARE = ['link', 'sdk', 'h5', 'byo'] as const;
const EDITIONS = ['cloud', 'local'] as const;

export async function DeployPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('Deploy');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="flow" />}
    >
      <TopicSection id="create" title={t('createTitle')}>
        <StepList
          steps={CREATE.map((id) => ({ id, title: t(`create.${id}.title`), body: t(`create.${id}.body`) }))}
        />
        <TopicNote>
          <strong>{t('quickTitle')}</strong> {t('quickBody')}
        </TopicNote>
      </TopicSection>
      <TopicSection id="try" title={t('tryTitle')} intro={t('tryBody')} />
      <TopicSection id="share" title={t('shareTitle')}>
        <CardGrid
          items={SHARE.map((id) => ({ id, title: t(`share.${id}.title`), body: t(`share.${id}.body`) }))}
        />
        <TopicNote>{t('sdkNote')}</TopicNote>
      </TopicSection>
      <TopicSection id="editions" title={t('editionsTitle')}>
        <CardGrid
          items={EDITIONS.map((id) => ({
            id,
            title: t(`editions.${id}.title`),
            body: t(`editions.${id}.body`),
          }))}
        />
      </TopicSection>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
