import { getTranslations } from 'next-intl/server';
import { CardGrid } from '../shared/CardGrid';
import { InfoPage, InfoSection } from '../shared/InfoPage';
import { LinkButton } from '../shared/LinkButton';
import { PageHero } from '../shared/PageHero';

const WHAT = ['create', 'connect', 'deploy'] as const;
const PRINCIPLES = ['data', 'languages', 'open'] as const;

/** /aboutUs and /mobile/aboutUs: what the platform does and how the team works. */
export async function AboutContent({ mobile = false }: { mobile?: boolean }) {
  const t = await getTranslations('About');
  const prefix = mobile ? '/mobile' : '';
  return (
    <InfoPage mobile={mobile}>
      <PageHero title={t('title')} lead={t('lead')} />
      <InfoSection id="what" title={t('whatTitle')}>
        <CardGrid
          items={WHAT.map((key) => ({ key, title: t(`what.${key}.title`), body: t(`what.${key}.body`) }))}
        />
      </InfoSection>
      <InfoSection id="principles" title={t('principlesTitle')}>
        <CardGrid
          items={PRINCIPLES.map((key) => ({
            key,
            title: t(`principles.${key}.title`),
            body: t(`principles.${key}.body`),
          }))}
        />
      </InfoSection>
      <InfoSection id="contact" title={t('contactTitle')}>
        <p>{t('contactBody')}</p>
        <LinkButton href={`${prefix}/contactUs`}>{t('contactLink')}</LinkButton>
      </InfoSection>
    </InfoPage>
  );
}
