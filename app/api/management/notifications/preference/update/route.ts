import { setNotificationPreferenceEndpoint } from '@/features/notifications/endpoints';
import { setNotificationPreference } from '@/features/notifications/server/preferences';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/notifications/preference/update – switches the mail of review outcomes on or off
export const POST = apiRoute(setNotificationPreferenceEndpoint, ({ db, input, identity }) =>
  setNotificationPreference(db, identity.userId, input),
);
