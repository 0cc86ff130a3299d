'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  NAVIGATION_START_EVENT,
  isChunkLoadError,
  isWatchedNavigation,
} from '@/lib/routing/chunk-errors';

/** True once a page chunk failed to load or a navigation has not finished within 120 s. */
export function useChunkWatchdog(): boolean {
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pathname = usePathname();

  useEffect(() => clearTimeout(timer.current), [pathname]);

  useEffect(() => {
    const watch = (href: string) => {
      if (!isWatchedNavigation(href, new URL(window.location.href))) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setFailed(true), CHUNK_LOAD_TIMEOUT_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor || anchor.getAttribute('target') === '_blank') return;
      watch(anchor.getAttribute('href') ?? '');
    };
    const onNavigationStart = (event: Event) => watch(String((event as CustomEvent<string>).detail ?? ''));
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) setFailed(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) setFailed(true);
    };
    document.addEventListener('click', onClick);
    window.addEventListener(NAVIGATION_START_EVENT, onNavigationStart);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('click', onClick);
      window.removeEventListener(NAVIGATION_START_EVENT, onNavigationStart);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return failed;
}
