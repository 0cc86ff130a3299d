import { readNotificationEndpoint } from '@/features/notifications/endpoints';
import { markRead } from '@/features/notifications/server/inbox';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/notifications/read – marks one of the caller's notifications read
export const POST = apiRoute(readNotificationEndpoint, ({ db, input, identity }) =>
  markRead(db, identity.userId, input.id),
);
