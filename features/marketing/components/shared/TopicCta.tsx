import { getTranslations } from 'next-intl/server';
import { FreeTrialButton } from '@/components/site/header-islands';
import { LinkButton } from './LinkButton';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import classes from './marketing.module.css';

/** Closing block of a topic page: the free trial and the partner contact form. */
export async function TopicCta({ device }: { device: Device }) {
  const [t, common] = await Promise.all([getTranslations('TopicCta'), getTranslations('Common')]);
  return (
    <section className={classes.cta} aria-labelledby="topic-cta-title">
      <h2 id="topic-cta-title" className={classes.sectionTitle}>
        {t('title')}
      </h2>
      <p className={classes.cardBody}>{t('body')}</p>
      <div className={classes.actions}>
        <FreeTrialButton label={common('freeTrial')} />
        <LinkButton href={devicePath('/contactUs', device)} variant="secondary">
          {t('contact')}
        </LinkButton>
      </div>
    </section>
  );
}
