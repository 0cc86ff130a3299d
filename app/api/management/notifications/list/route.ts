import { listNotificationsEndpoint } from '@/features/notifications/endpoints';
import { listNotifications } from '@/features/notifications/server/inbox';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/notifications/list – the caller's notifications, newest first, by page
export const GET = apiRoute(listNotificationsEndpoint, ({ db, input, identity }) =>
  listNotifications(db, identity.userId, input),
);
