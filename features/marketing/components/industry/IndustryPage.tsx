import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import type { Device } from '@/lib/routing/device';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import classes from '@/features/marketing/components/shared/marketing.module.css';

const INDUSTRIES = ['finance', 'entertainment', 'service'] as const;

// The mobile site has a page per scenario; the desktop site has none, so the links show on mobile only.
const MOBILE_SCENARIOS = [
  ['retail', '/mobile/bankFitness'],
  ['education', '/mobile/education'],
  ['three', '/mobile/digitalHuman3'],
] as const;

export async function IndustryPage({ device }: { device: Device }) {
  const t = await getTranslations('Industry');
  return (
    <TopicShell
      device={device}
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
      {device === 'phone' && (
        <Section id="scenarios" title={t('moreTitle')}>
          <div className={classes.actions}>
            {MOBILE_SCENARIOS.map(([id, href]) => (
              <LinkButton key={id} href={href} variant="secondary">
                {t(`more.${id}`)}
              </LinkButton>
            ))}
          </div>
        </Section>
      )}
      <TopicCta device={device} />
    </TopicShell>
  );
}
