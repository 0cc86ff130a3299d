import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { siteOrigins } from '@/lib/seo/site-origins';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { InfoPage } from '@/features/marketing/components/shared/InfoPage';
import { Section } from '@/features/marketing/components/shared/Section';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { PageHero } from '@/features/marketing/components/shared/PageHero';
import sharedClasses from '@/features/marketing/components/shared/marketing.module.css';
import { androidAppHref, qrCodeSvg } from './android-app';
import classes from './CompanionContent.module.css';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

const FEATURES = ['voice', 'face', 'simple'] as const;

/** /downloadCompanyApp and its mobile twin: the elderly-companion app, its download button and QR code. */
export async function CompanionContent({ device }: { device: Device }) {
  const [t, locale] = await Promise.all([getTranslations('Companion'), getLocale()]);
  const href = androidAppHref();
  const absolute = href && (href.startsWith('/') ? `${siteOrigins()[locale]}${href}` : href);
  const qr = absolute ? await qrCodeSvg(absolute) : null;
  return (
    <InfoPage device={device}>
      <PageHero title={t('title')} lead={t('lead')} />
      <Section id="features" title={t('featuresTitle')}>
        <CardGrid
          items={FEATURES.map((key) => ({
            id: key,
            title: t(`features.${key}.title`),
            body: t(`features.${key}.body`),
          }))}
        />
      </Section>
      <Section id="download" title={t('downloadTitle')}>
        <p>{t('needs')}</p>
        {href && qr ? (
          <div className={classes.download}>
            <div>
              <LinkButton href={href} external download>
                {t('download')}
              </LinkButton>
              <p className={sharedClasses.fineprint}>{t('installNote')}</p>
            </div>
            <figure className={classes.qr}>
              <div
                role="img"
                aria-label={t('qrAlt')}
                className={classes.qrImage}
                data-testid="companion-qr"
                dangerouslySetInnerHTML={{ __html: qr }}
              />
              <figcaption className={sharedClasses.fineprint}>{t('qrHint')}</figcaption>
            </figure>
          </div>
        ) : (
          <p data-testid="companion-on-request">
            {t('onRequest')}{' '}
            <Link href={devicePath('/contactUs', device)} prefetch={false}>
              {t('requestLink')}
            </Link>
          </p>
        )}
      </Section>
    </InfoPage>
  );
}
