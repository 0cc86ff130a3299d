import { unreadNotificationsEndpoint } from '@/features/notifications/endpoints';
import { unreadCount } from '@/features/notifications/server/inbox';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/notifications/unread – how many of the caller's notifications are unread (the bell's badge)
export const GET = apiRoute(unreadNotificationsEndpoint, ({ db, identity }) =>
  unreadCount(db, identity.userId),
);
