import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/common/CardGrid';
import { LinkButton } from '@/components/marketing/common/LinkButton';
import type { Variant } from '@/components/marketing/common/site-path';
import { TopicArt } from '@/components/marketing/common/TopicArt';
import { TopicCta } from '@/components/marketing/common/TopicCta';
import { TopicSection } from '@/components/marketing/common/TopicSection';
import { TopicShell } from '@/components/marketing/common/TopicShell';
import classes from '@/components/marketing/common/topic.module.css';

const INDUSTRIES = ['finance', 'entertainment', 'service'] as const;

// The mobile site has a page per scenario; the desktop site has none, so the links show on mobile only.
const MOBILE_SCENARIOS = [
  ['retail', '/mobile/bankFitness'],
  ['education', '/mobile/education'],
  ['three', '/mobile/digitalHuman3'],
] as const;

export async function IndustryPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('Industry');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="chat" />}
    >
      <CardGrid
        headingLevel="h2"
        items={INDUSTRIES.map((id) => ({
          id,
          title: t(`${id}.title`),
          body: t(`${id}.body`),
          points: [t(`${id}.p1`), t(`${id}.p2`), t(`${id}.p3`)],
        }))}
      />
      {variant === 'mobile' && (
        <TopicSection id="scenarios" title={t('moreTitle')}>
          <div className={classes.actions}>
            {MOBILE_SCENARIOS.map(([id, href]) => (
              <LinkButton key={id} href={href}>
                {t(`more.${id}`)}
              </LinkButton>
            ))}
          </div>
        </TopicSection>
      )}
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
