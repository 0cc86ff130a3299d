import { BannerDismissButton } from './BannerDismissButton';
import classes from './SiteBanner.module.css';

export const BANNER_STORAGE_KEY = 'dh-banner-dismissed:v1';

// Runs before first paint so a dismissed banner never flashes or shifts the layout.
const hideIfDismissed = `try{if(localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)}))document.documentElement.dataset.bannerDismissed='1'}catch(e){}`;

/** The site-wide notice (spec §1): the platform domain changed, update the SDK. Dismissal is kept in the browser. */
export function SiteBanner({ text, dismissLabel }: { text: string; dismissLabel: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideIfDismissed }} />
      <div className={classes.banner} role="region" aria-label={text} data-testid="site-banner">
        <p className={classes.text}>{text}</p>
        <BannerDismissButton label={dismissLabel} storageKey={BANNER_STORAGE_KEY} />
      </div>
    </>
  );
}
