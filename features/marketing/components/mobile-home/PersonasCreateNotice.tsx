import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { Section } from '@/features/marketing/components/shared/Section';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import classes from '@/features/marketing/components/shared/marketing.module.css';

const STEPS = ['open', 'login', 'create'] as const;

/** /mobile/personas/create: creating needs desktop Chrome; what the phone can do instead. */
export async function PersonasCreateNotice() {
  const t = await getTranslations('PersonasCreate');
  return (
    <InfoPage device="phone">
      <PageHero title={t('title')} lead={t('lead')} />
      <Section id="steps" title={t('stepsTitle')}>
        <ol className={classes.list}>
          {STEPS.map((key) => (
            <li key={key}>{t(`steps.${key}`)}</li>
          ))}
        </ol>
      </Section>
      <Section id="phone" title={t('phoneTitle')}>
        <ul className={classes.list}>
          <li>
            <Link href="/mobile/personas">{t('phone.mine')}</Link>
          </li>
          <li>{t('phone.preview')}</li>
          <li>
            <Link href="/mobile/pricing">{t('phone.pricing')}</Link>
          </li>
          <li>
            <Link href="/mobile/contactUs">{t('phone.contact')}</Link>
          </li>
        </ul>
      </Section>
    </InfoPage>
  );
}
