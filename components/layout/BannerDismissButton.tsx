'use client';

import { CloseButton } from '@mantine/core';

export function BannerDismissButton({ label, storageKey }: { label: string; storageKey: string }) {
  return (
    <CloseButton
      aria-label={label}
      variant="transparent"
      c="white"
      style={{ position: 'absolute', right: '0.75rem' }}
      onClick={() => {
        try {
          localStorage.setItem(storageKey, String(Date.now()));
        } catch {
          // Private mode without storage: the banner still hides for this page view.
        }
        document.documentElement.dataset.bannerDismissed = '1';
      }}
    />
  );
}
