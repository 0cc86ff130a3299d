import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import {
  listNotificationsEndpoint,
  notificationPreferenceEndpoint,
  readAllNotificationsEndpoint,
  readNotificationEndpoint,
  setNotificationPreferenceEndpoint,
  unreadNotificationsEndpoint,
} from '../endpoints';

// The bell's and the list page's calls.

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (pageIndex: number, pageSize: number) => ['notifications', 'list', pageIndex, pageSize] as const,
  preference: ['notifications', 'preference'] as const,
};

/**
 * Polled, not pushed: a notification is about a review or a reply, which nobody needs within the second, and a
 * minute's poll of one indexed count is far cheaper than holding a socket per open console on every instance (and
 * needs no shared pub/sub between them). Focusing the tab asks at once, so a returning user sees it fresh.
 */
export const UNREAD_POLL_MS = 60_000;

// GET /management/notifications/unread – the bell's badge.
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => webCall(unreadNotificationsEndpoint),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    select: (data) => data.count,
  });

// GET /management/notifications/list – a page, newest first.
export const useNotifications = (pageIndex: number, pageSize: number, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.page(pageIndex, pageSize),
    queryFn: () => webCall(listNotificationsEndpoint, { pageIndex, pageSize }),
    placeholderData: keepPreviousData,
    enabled,
  });

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

// POST /management/notifications/read – one read.
export const useMarkRead = () => useInvalidating((id: string) => webCall(readNotificationEndpoint, { id }));

// POST /management/notifications/readAll – all read.
export const useMarkAllRead = () => useInvalidating(() => webCall(readAllNotificationsEndpoint));

// GET /management/notifications/preference – whether review outcomes are mailed too.
export const useNotificationPreference = () =>
  useQuery({ queryKey: notificationKeys.preference, queryFn: () => webCall(notificationPreferenceEndpoint) });

// POST /management/notifications/preference/update
export const useSetNotificationPreference = () =>
  useInvalidating((mail: boolean) => webCall(setNotificationPreferenceEndpoint, { mail }));
