import { BannerDismissButton } from './BannerDismissButton';
import { BANNER_STORAGE_KEY, HIDE_DISMISSED_BANNER_SCRIPT } from './bannerScript';
import classes from './SiteBanner.module.css';

export { BANNER_STORAGE_KEY };

/** The site-wide notice (spec §1): the platform domain changed, update the SDK. Dismissal is kept in the browser. */
export function SiteBanner({ text, dismissLabel }: { text: string; dismissLabel: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_BANNER_SCRIPT }} />
      <div className={classes.banner} role="region" aria-label={text} data-testid="site-banner">
        <p className={classes.text}>{text}</p>
        <BannerDismissButton label={dismissLabel} storageKey={BANNER_STORAGE_KEY} />
      </div>
    </>
  );
}
