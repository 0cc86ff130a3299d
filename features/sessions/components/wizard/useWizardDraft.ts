'use client';

import { useCallback, useEffect, useState } from 'react';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { readDraft, writeDraft, type SessionDraft } from './draft';
import { stepRedirect } from './guards';

/**
 * The draft a step edits: null until read from session storage (it exists only in the browser), and without one
 * the visitor goes to /dashboard (spec §4). Every change is written through at once, so a reload or a step back
 * loses nothing.
 */
export function useWizardDraft() {
  const router = useWatchedRouter();
  const [draft, setDraft] = useState<SessionDraft | null>(null);

  useEffect(() => {
    const stored = readDraft();
    const target = stepRedirect(stored);
    if (target) router.replace(target);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only after hydration
    else setDraft(stored);
  }, [router]);

  const update = useCallback((change: (draft: SessionDraft) => SessionDraft) => {
    setDraft((previous) => {
      const next = change(previous ?? {});
      writeDraft(next);
      return next;
    });
  }, []);

  return { draft, update };
}
