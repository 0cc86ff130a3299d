import { useState } from 'react';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';

/** The revision a refused save names as the one held now (`sessionChanged`), or null for any other failure. */
export function newerRevisionOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || Number(error.code) !== ApiCode.sessionChanged) return null;
  const revision = (error.data as { revision?: unknown } | null | undefined)?.revision;
  return typeof revision === 'number' ? revision : null;
}

/**
 * Someone else's save came between loading and saving: the editor holds the revision the server has now until the
 * owner reloads it, overwrites with it, or goes on editing.
 */
export function useSaveConflict() {
  const [newerRevision, setNewerRevision] = useState<number | null>(null);
  return {
    newerRevision,
    /** True when the failure was a stale save (the question is then asked); other failures go on as they were. */
    caught(error: unknown): boolean {
      const newer = newerRevisionOf(error);
      if (newer === null) return false;
      setNewerRevision(newer);
      return true;
    },
    close: () => setNewerRevision(null),
  };
}
