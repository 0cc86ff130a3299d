import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  notificationIdRequest,
  notificationItem,
  notificationPaths,
  notificationPreference,
  notificationsQuery,
} from './contract';

// The signed-in user's notifications (the console's bell): each call sees only the caller's own.

const tag = 'Notifications';

export const listNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: notificationPaths.list,
  summary: "The caller's notifications, newest first, a page at a time",
  tag,
  audience: 'customer',
  input: notificationsQuery,
  output: pageOf(notificationItem),
});

export const unreadNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: notificationPaths.unread,
  summary: "How many of the caller's notifications are unread",
  tag,
  audience: 'customer',
  output: z.object({ count: z.number() }),
});

export const readNotificationEndpoint = defineEndpoint({
  method: 'POST',
  path: notificationPaths.read,
  summary: 'Marks one of the caller’s notifications read',
  tag,
  audience: 'customer',
  input: notificationIdRequest,
  output: z.object({ id: z.string() }),
  errors: [ApiCode.notFound],
});

export const readAllNotificationsEndpoint = defineEndpoint({
  method: 'POST',
  path: notificationPaths.readAll,
  summary: "Marks all of the caller's notifications read",
  tag,
  audience: 'customer',
  output: z.object({ marked: z.number() }),
});

export const notificationPreferenceEndpoint = defineEndpoint({
  method: 'GET',
  path: notificationPaths.preference,
  summary: 'Whether review outcomes are also mailed to the caller (on unless switched off)',
  tag,
  audience: 'customer',
  output: notificationPreference,
});

export const setNotificationPreferenceEndpoint = defineEndpoint({
  method: 'POST',
  path: notificationPaths.setPreference,
  summary: 'Switches the mail of review outcomes on or off for the caller',
  tag,
  audience: 'customer',
  input: notificationPreference,
  output: notificationPreference,
});
