'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { RETURN_PATH_KEY, nextReturnPath } from '@/lib/routing/return-path';

/** Scrolls to the top after each navigation and remembers the page left, for the return after login. */
export function useNavigationMemory() {
  const pathname = usePathname();
  const search = useSearchParams();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // usePathname shows the locale segment the proxy added; the visitor's path is the browser's.
    const fullPath = window.location.pathname + window.location.search;
    if (previous.current !== null && previous.current !== fullPath) {
      window.scrollTo(0, 0);
      try {
        const next = nextReturnPath(previous.current, sessionStorage.getItem(RETURN_PATH_KEY));
        if (next) sessionStorage.setItem(RETURN_PATH_KEY, next);
      } catch {
        // Storage can be unavailable (private mode); the login falls back to ?redirect or the console.
      }
    }
    previous.current = fullPath;
  }, [pathname, search]);
}
