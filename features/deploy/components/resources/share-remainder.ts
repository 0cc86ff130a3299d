import type { GrantDto } from '@/features/deploy/contract/applications';

// Share links and previews run on what the applications leave of the active grants (the runtime's pool without an
// application): the form shows that remainder as the concurrency changes, so nobody takes it to 0 unknowingly.

export interface ShareRemainder {
  /** Slots of the active grants. */
  total: number;
  /** What stays for share links and previews now, before this form's change. */
  now: number;
  /** What would stay with the concurrency typed. */
  after: number;
}

export function shareRemainder(
  grants: readonly GrantDto[],
  /** The concurrency typed; not a number yet counts as no change. */
  concurrency: unknown,
  /** The edited application's concurrency on an active grant (0 for a new one). */
  current: number,
): ShareRemainder {
  const active = grants.filter((grant) => grant.status !== 'expired');
  const total = active.reduce((sum, grant) => sum + grant.concurrency, 0);
  const assigned = active.reduce((sum, grant) => sum + grant.assigned, 0);
  const now = Math.max(0, total - assigned);
  const typed = Number(concurrency);
  const wanted = Number.isInteger(typed) && typed > 0 ? typed : current;
  return { total, now, after: Math.max(0, now - (wanted - current)) };
}

/** The change takes the last slot share links and previews had: ask before. */
export const takesLastSlot = (remainder: ShareRemainder) => remainder.now > 0 && remainder.after === 0;
