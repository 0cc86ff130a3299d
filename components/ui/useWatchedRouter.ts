'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { NAVIGATION_START_EVENT } from '@/lib/routing/chunk-errors';

const announce = (href: string) =>
  window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: href }));

/** Next's router whose push and replace are watched for the 120 s page-chunk timeout, like link clicks. */
export function useWatchedRouter() {
  const router = useRouter();
  return useMemo(
    () => ({
      ...router,
      push: (...args: Parameters<typeof router.push>) => {
        announce(args[0]);
        router.push(...args);
      },
      replace: (...args: Parameters<typeof router.replace>) => {
        announce(args[0]);
        router.replace(...args);
      },
    }),
    [router],
  );
}
