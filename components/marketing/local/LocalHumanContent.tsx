import { getTranslations } from 'next-intl/server';
import { CardGrid } from '../shared/CardGrid';
import { InfoPage, InfoSection } from '../shared/InfoPage';
import { LinkButton } from '../shared/LinkButton';
import { PageHero } from '../shared/PageHero';
import classes from '../shared/InfoPage.module.css';
import { OfflineIllustration } from './OfflineIllustration';

const WHEN = ['network', 'data', 'venue'] as const;
const INCLUDES = ['render', 'speech', 'knowledge', 'manage'] as const;

/** /localHuman and /mobile/localHuman: the offline (local) edition. */
export async function LocalHumanContent({ mobile = false }: { mobile?: boolean }) {
  const t = await getTranslations('LocalHuman');
  const contact = `${mobile ? '/mobile' : ''}/contactUs`;
  return (
    <InfoPage mobile={mobile}>
      <PageHero title={t('title')} lead={t('lead')}>
        <LinkButton href={contact}>{t('cta')}</LinkButton>
      </PageHero>
      <OfflineIllustration />
      <InfoSection id="when" title={t('whenTitle')}>
        <CardGrid
          items={WHEN.map((key) => ({ key, title: t(`when.${key}.title`), body: t(`when.${key}.body`) }))}
        />
      </InfoSection>
      <InfoSection id="includes" title={t('includesTitle')}>
        <ul className={classes.list}>
          {INCLUDES.map((key) => (
            <li key={key}>{t(`includes.${key}`)}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="how" title={t('howTitle')}>
        <p>{t('how')}</p>
        <LinkButton href={contact} variant="secondary">
          {t('cta')}
        </LinkButton>
      </InfoSection>
    </InfoPage>
  );
}
