'use client';

import { useRouter } from 'next/navigation';
import type { NotificationItem } from '../contract';
import { useMarkRead } from '../api/notifications';

/** Opening a notification marks it read, then goes where it points (even if marking failed: the page matters more). */
export function useOpenNotification(after?: () => void) {
  const router = useRouter();
  const markRead = useMarkRead();
  return async (item: NotificationItem) => {
    after?.();
    if (!item.read) await markRead.mutateAsync(item.id).catch(() => undefined);
    router.push(item.href);
  };
}
