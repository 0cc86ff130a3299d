'use client';

import { withoutBasePath } from '@/lib/config/base-path';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { RETURN_PATH_KEY, nextReturnPath } from '@/lib/routing/return-path';

/** The page a full page load came from, when it is on this site (plain links and the free-trial button). */
function sameSiteReferrer(): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? withoutBasePath(from.pathname) + from.search : null;
  } catch {
    return null;
  }
}

function remember(leaving: string) {
  try {
    const next = nextReturnPath(leaving, sessionStorage.getItem(RETURN_PATH_KEY));
    if (next) sessionStorage.setItem(RETURN_PATH_KEY, next);
  } catch {
    // Storage can be unavailable (private mode); the login falls back to ?redirect or the console.
  }
}

/** Scrolls to the top after each navigation and remembers the page left, for the return after login. */
export function useNavigationMemory() {
  const pathname = usePathname();
  const search = useSearchParams();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // usePathname shows the locale segment the proxy added; the visitor's path is the browser's (inside the base path).
    const fullPath = withoutBasePath(window.location.pathname) + window.location.search;
    const firstRender = previous.current === null;
    const leaving = firstRender ? sameSiteReferrer() : previous.current;
    if (leaving !== null && leaving !== fullPath) {
      if (!firstRender) window.scrollTo(0, 0);
      remember(leaving);
    }
    previous.current = fullPath;
  }, [pathname, search]);
}
