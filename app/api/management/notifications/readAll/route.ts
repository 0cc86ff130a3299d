import { readAllNotificationsEndpoint } from '@/features/notifications/endpoints';
import { markAllRead } from '@/features/notifications/server/inbox';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/notifications/readAll – marks all of the caller's notifications read
export const POST = apiRoute(readAllNotificationsEndpoint, ({ db, identity }) =>
  markAllRead(db, identity.userId),
);
