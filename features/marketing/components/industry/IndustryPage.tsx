import { getTranslations } from 'next-intl/server';
import { CastGroupPicture } from '@/features/marketing/components/cast/CastGroupPicture';
import { CastPortrait } from '@/features/marketing/components/cast/CastPortrait';
import type { PageCast } from '@/features/marketing/components/cast/cast-types';
import castClasses from '@/features/marketing/components/cast/cast.module.css';
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

export async function IndustryPage({ device, cast }: { device: Device; cast: PageCast }) {
  const t = await getTranslations('Industry');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={cast.hero ? <CastGroupPicture group={cast.hero} /> : <TopicArt kind="chat" />}
    >
      <CardGrid
        headingLevel="h2"
        items={INDUSTRIES.map((id) => ({
          id,
          title: t(`${id}.title`),
          body: t(`${id}.body`),
          points: [t(`${id}.p1`), t(`${id}.p2`), t(`${id}.p3`)],
          picture: cast.items?.[id] && (
            <CastPortrait member={cast.items[id]} shape="wide" className={castClasses.cardPortrait} />
          ),
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
