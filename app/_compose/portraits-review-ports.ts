import 'server-only';
import type { NotifyPortraitDecision } from '@/features/catalogue/server/user-models/review';
import { notifyUser } from '@/features/notifications/server/notify';

/** A portrait's review reaches its maker's bell, and their mail when they keep mail on (portrait.decided is mailed). */
export const notifyPortraitDecision: NotifyPortraitDecision = (tx, { userId, name, outcome, reason }) =>
  notifyUser(tx, {
    userId,
    kind: 'portrait.decided',
    params: reason ? { title: name, outcome, reason } : { title: name, outcome },
    // The maker's portraits, with the decision and (when rejected) the reason and a retake.
    href: '/collection/my',
  });
