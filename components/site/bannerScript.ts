export const BANNER_STORAGE_KEY = 'dh-banner-dismissed:v1';

/**
 * Runs before first paint so a dismissed banner never flashes or shifts the layout. A string of its own so the
 * proxy can allow it by hash on pages rendered per request (lib/security/page-policy.ts).
 */
export const HIDE_DISMISSED_BANNER_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)}))document.documentElement.dataset.bannerDismissed='1'}catch(e){}`;
