'use client';

import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMarkAllRead, useNotifications, useUnreadCount } from '../api/notifications';
import { NotificationLine } from './NotificationLine';
import { useOpenNotification } from './useOpenNotification';

const LATEST = 5;

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The console header's bell: the unread count, and a popover with the latest notifications. */
export function NotificationBell({ listHref }: { listHref: string }) {
  const t = useTranslations('Notifications');
  const [opened, { toggle, close }] = useDisclosure();
  const unread = useUnreadCount().data ?? 0;
  // The latest are fetched when the popover opens, not on every page.
  const latest = useNotifications(1, LATEST, opened);
  const markAllRead = useMarkAllRead();
  const open = useOpenNotification(close);
  const items = latest.data?.list ?? [];

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      width={340}
      position="bottom-end"
      shadow="md"
    >
      {/* The target is the button itself: Popover.Target sets aria-expanded and aria-controls on its child, which a
          plain div (the Indicator) may not carry (axe aria-allowed-attr). */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        disabled={unread === 0}
        color="red"
        offset={4}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggle}
            aria-label={unread > 0 ? t('bellUnread', { count: String(unread) }) : t('bell')}
            aria-expanded={opened}
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs" aria-label={t('latest')} role="dialog" data-testid="notification-popover">
        <Group justify="space-between" px="xs" pb={4}>
          <Text size="sm" fw={700}>
            {t('latest')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t('markAllRead')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={360}>
          <Stack gap={2} py={4}>
            {latest.isPending ? (
              <Text size="sm" c="dimmed" p="xs">
                {t('loading')}
              </Text>
            ) : items.length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                {t('empty')}
              </Text>
            ) : (
              items.map((item) => <NotificationLine key={item.id} item={item} onOpen={open} />)
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <Button component={Link} href={listHref} variant="subtle" fullWidth size="xs" mt={4} onClick={close}>
          {t('viewAll')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
