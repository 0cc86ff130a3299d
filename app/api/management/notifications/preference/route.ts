import { notificationPreferenceEndpoint } from '@/features/notifications/endpoints';
import { notificationPreference } from '@/features/notifications/server/preferences';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/notifications/preference – whether review outcomes are also mailed to the caller
export const GET = apiRoute(notificationPreferenceEndpoint, ({ db, identity }) =>
  notificationPreference(db, identity.userId),
);
