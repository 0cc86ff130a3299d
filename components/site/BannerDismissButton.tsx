'use client';

import classes from './chrome.module.css';

export function BannerDismissButton({ label, storageKey }: { label: string; storageKey: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={classes.close}
      onClick={() => {
        try {
          localStorage.setItem(storageKey, String(Date.now()));
        } catch {
          // Private mode without storage: the banner still hides for this page view.
        }
        document.documentElement.dataset.bannerDismissed = '1';
      }}
    >
      <svg
        aria-hidden
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
