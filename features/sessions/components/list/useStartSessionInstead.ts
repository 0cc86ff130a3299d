'use client';

import { useCallback } from 'react';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { startDraft } from '../wizard/draft';

/**
 * Replaces this page with the wizard's first step and a new draft: the menu's "create session" arrives at the
 * list with ?create=1, since steps 1–4 open only with a draft (spec §4).
 */
export function useStartSessionInstead() {
  const router = useWatchedRouter();
  return useCallback(() => {
    startDraft();
    router.replace('/session/create/step1');
  }, [router]);
}
