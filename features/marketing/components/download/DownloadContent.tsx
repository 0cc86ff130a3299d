import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { FreeTrialButton } from '@/components/site/header-islands';
import { androidAppHref } from '@/features/marketing/components/companion/android-app';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import classes from './DownloadContent.module.css';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

/** /download and /mobile/download: the editions and what each one needs; links only to what exists. */
export async function DownloadContent({ device }: { device: Device }) {
  const t = await getTranslations('Download');
  const androidHref = androidAppHref();
  const onRequest = (
    <p className={classes.onRequest}>
      {t('onRequest')}{' '}
      <Link href={devicePath('/contactUs', device)} prefetch={false}>
        {t('requestLink')}
      </Link>
    </p>
  );
  return (
    <InfoPage device={device}>
      <PageHero title={t('title')} lead={t('lead')} />
      <ul className={classes.editions}>
        <li className={classes.edition}>
          <h2>{t('cloud.title')}</h2>
          <p>{t('cloud.body')}</p>
          <FreeTrialButton label={t('cloud.action')} />
        </li>
        <li className={classes.edition}>
          <h2>{t('offline.title')}</h2>
          <p>{t('offline.body')}</p>
          {onRequest}
          <LinkButton href={devicePath('/localHuman', device)} variant="secondary">
            {t('offline.action')}
          </LinkButton>
        </li>
        <li className={classes.edition}>
          <h2>{t('companion.title')}</h2>
          <p>{t('companion.body')}</p>
          <div className={classes.actions}>
            {androidHref ? (
              <LinkButton href={androidHref} external download>
                {t('companion.download')}
              </LinkButton>
            ) : null}
            <LinkButton href={devicePath('/downloadCompanyApp', device)} variant="secondary">
              {t('companion.action')}
            </LinkButton>
          </div>
          {androidHref ? null : <p className={classes.onRequest}>{t('companion.unavailable')}</p>}
        </li>
      </ul>
    </InfoPage>
  );
}
