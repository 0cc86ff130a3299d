import { z } from 'zod';
import { requiredText } from '@/lib/contract/fields';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';

// The console's notifications: what the bell, the list page and the handlers share.

export const notificationItem = z.object({
  id: z.string(),
  /** A kind such as `community.replied`; the console shows a generic line for one it does not know. */
  kind: z.string(),
  params: z.record(z.string(), z.string()),
  /** Where the user sees what happened: a path of this site. */
  href: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsQuery = z.object({ pageIndex: pageIndexField, pageSize: pageSizeField(50, 20) });

export const notificationIdRequest = z.object({ id: requiredText(100) });

export const notificationPreference = z.object({ mail: z.boolean('invalid') });
export type NotificationPreference = z.infer<typeof notificationPreference>;

export const notificationPaths = {
  list: '/management/notifications/list',
  unread: '/management/notifications/unread',
  read: '/management/notifications/read',
  readAll: '/management/notifications/readAll',
  preference: '/management/notifications/preference',
  setPreference: '/management/notifications/preference/update',
} as const;
