import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/common/CardGrid';
import { LinkButton } from '@/components/marketing/common/LinkButton';
import { sitePath, type Variant } from '@/components/marketing/common/site-path';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';
import classes from '@/components/marketing/common/topic.module.css';

const PARTS = ['look', 'voice', 'mind', 'persona'] as const;

export async function WhatIsPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('WhatIs');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="chat" />}
    >
      <TopicSection id="parts" title={t('partsTitle')}>
        <CardGrid
          items={PARTS.map((id) => ({ id, title: t(`parts.${id}.title`), body: t(`parts.${id}.body`) }))}
        />
      </TopicSection>
      <TopicSection id="difference" title={t('diffTitle')} intro={t('diffBody')}>
        <div className={classes.actions}>
          {/* "How it works" exists on the mobile site only (routes.md). */}
          {variant === 'mobile' && (
            <LinkButton href="/mobile/digitalHuman/how-it-works">{t('howLink')}</LinkButton>
          )}
          <LinkButton href={sitePath(variant, '/How-to-deploy-digital-human')}>{t('deployLink')}</LinkButton>
        </div>
      </TopicSection>
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
