'use client';

import { withBasePath, withoutBasePath } from '@/lib/config/base-path';
import { useEffect } from 'react';
import { deviceFromUserAgent } from '@/lib/routing/device';
import { ORIENTATION_SWITCH_DELAY_MS, VIEW_COOKIE, orientationAction } from '@/lib/routing/orientation';

const isTablet = () =>
  deviceFromUserAgent(navigator.userAgent) === 'tablet' ||
  // iPadOS reports a desktop Safari user agent; touch points give it away.
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

export function useTabletOrientation() {
  useEffect(() => {
    if (!isTablet()) return;
    const portrait = window.matchMedia('(orientation: portrait)');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        document.cookie = `${VIEW_COOKIE}=${portrait.matches ? 'mobile' : 'desktop'}; path=/; max-age=31536000; samesite=lax`;
        const action = orientationAction(
          withoutBasePath(window.location.pathname),
          window.location.search,
          portrait.matches,
        );
        if (action.kind === 'navigate') window.location.assign(withBasePath(action.to));
        else window.location.reload();
      }, ORIENTATION_SWITCH_DELAY_MS);
    };
    portrait.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      portrait.removeEventListener('change', onChange);
    };
  }, []);
}
