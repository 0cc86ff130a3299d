import 'server-only';
import { isCertified, type CertifiedOf } from '@/features/certification/server/certified';
import type { NotifyDecision } from '@/features/certification/server/review';
import { notifyUser } from '@/features/notifications/server/notify';

// What certification unlocks, for the areas that enforce it (billing: bank transfer, invoices, concurrency above
// the trial's). They take a `CertifiedOf` in their own ports; this is the one to pass.
export const certifiedOf: CertifiedOf = isCertified;

/** A decision reaches the submitter's bell (issue 23); the certification area mails it on its own. */
export const notifyCertificationDecision: NotifyDecision = (tx, { userId, outcome, reason }) =>
  notifyUser(tx, {
    userId,
    kind: 'certification.decided',
    params: reason ? { outcome, reason } : { outcome },
    href: '/dashboard/account',
  });
