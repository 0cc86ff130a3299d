import { getLocale, getTranslations } from 'next-intl/server';
import { siteRoots } from '@/lib/seo/site-origins';
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

/**
 * /downloadCompanyApp and its mobile twin: the elderly-companion app, with its download button and QR code when a
 * package is configured; without one the page says plainly that it cannot be downloaded yet, and promises nothing
 * it does not show.
 */
export async function CompanionContent({ device }: { device: Device }) {
  const [t, locale] = await Promise.all([getTranslations('Companion'), getLocale()]);
  const href = androidAppHref();
  const absolute = href && (href.startsWith('/') ? `${siteRoots()[locale]}${href}` : href);
  const qr = absolute ? await qrCodeSvg(absolute) : null;
  return (
    <InfoPage device={device}>
      <PageHero title={t('title')} lead={t('lead')} />
      <Section id="features" title={t('featuresTitle')}>
        <CardGrid
          items={FEATURES.map((key) => ({
            id: key,
            title: t(`features.${key}.title`),
            // The family-install card names the button and the QR code, so it waits for them.
            body: key === 'simple' && !qr ? t('features.simple.bodyLater') : t(`features.${key}.body`),
          }))}
        />
      </Section>
      {href && qr ? (
        <Section id="download" title={t('downloadTitle')}>
          <p>{t('needs')}</p>
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
        </Section>
      ) : (
        <Section id="availability" title={t('unavailableTitle')}>
          <p data-testid="companion-unavailable">
            <strong>{t('unavailable')}</strong> {t('unavailableNext')}
          </p>
          <p className={sharedClasses.fineprint}>{t('needs')}</p>
          <LinkButton href={devicePath('/contactUs', device)}>{t('contactLink')}</LinkButton>
        </Section>
      )}
    </InfoPage>
  );
}
