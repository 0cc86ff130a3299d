import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { FreeTrialButton } from '@/components/site/header-islands';
import { serverConfig } from '@/lib/config/server-config';
import { CastGallery } from '@/features/marketing/components/cast/CastGallery';
import type { PageCast } from '@/features/marketing/components/cast/cast-types';
import { DemoFacade } from '@/features/marketing/components/cast/DemoFacade';
import { castLocale } from '@/features/marketing/components/cast/cast-locale';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { Section } from '@/features/marketing/components/shared/Section';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import classes from './MobileHomeContent.module.css';

const FEATURES = [
  ['realtime', '/mobile/real-time-interaction'],
  ['privateIp', '/mobile/privateIp'],
  ['smallVideo', '/mobile/smallVideo'],
  ['localHuman', '/mobile/localHuman'],
] as const;

const LINKS = [
  ['pricing', '/mobile/pricing'],
  ['industry', '/mobile/industry'],
  ['technical', '/mobile/technical'],
  ['howItWorks', '/mobile/digitalHuman/how-it-works'],
  ['news', '/mobile/news'],
  ['aboutUs', '/mobile/aboutUs'],
  ['download', '/mobile/download'],
] as const;

/**
 * /mobile/index: hero with the free trial, the live demo, what the platform does, some of the cast, the hotline and
 * the main mobile pages.
 */
export async function MobileHomeContent({ cast }: { cast: PageCast }) {
  const [t, common, c, locale] = await Promise.all([
    getTranslations('MobileHome'),
    getTranslations('Common'),
    getTranslations('SiteCast'),
    castLocale(),
  ]);
  const { hotline } = serverConfig();
  return (
    <InfoPage device="phone">
      <PageHero title={t('title')} lead={t('lead')}>
        <FreeTrialButton label={common('freeTrial')} size="md" />
      </PageHero>
      {cast.demo && (
        <Section id="demo" title={c('tryTitle')} intro={c('tryIntro', { name: cast.demo.name[locale] })}>
          <DemoFacade demo={cast.demo} device="phone" />
        </Section>
      )}
      <Section id="features" title={t('featuresTitle')}>
        <CardGrid
          items={FEATURES.map(([key, href]) => ({
            id: key,
            href,
            title: t(`features.${key}.title`),
            body: t(`features.${key}.body`),
          }))}
        />
      </Section>
      {cast.gallery && (
        <Section id="cast" title={c('galleryTitle')} intro={c('galleryIntro')}>
          <CastGallery members={cast.gallery} />
        </Section>
      )}
      <Section id="hotline" title={t('hotlineTitle')}>
        {hotline ? (
          <>
            <p>{t('hotlineBody')}</p>
            <LinkButton href={`tel:${hotline.replace(/[^\d+]/g, '')}`} external>
              {t('hotlineCall', { number: hotline })}
            </LinkButton>
          </>
        ) : (
          <>
            <p>{t('contactBody')}</p>
            <LinkButton href="/mobile/contactUs">{t('contactLink')}</LinkButton>
          </>
        )}
      </Section>
      <Section id="explore" title={t('exploreTitle')}>
        <ul className={classes.links}>
          {LINKS.map(([key, href]) => (
            <li key={key}>
              <Link href={href}>{t(`links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </InfoPage>
  );
}
