'use client';

import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import type { NotificationItem } from '../contract';
import { describeNotification, type NotificationsTranslator } from '../describe';

/** One notification: what happened (bold while unread), its details and when; a button that opens it. */
export function NotificationLine({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const t = useTranslations('Notifications');
  const formatMoment = useFormatMoment();
  const { summary, details } = describeNotification(t as unknown as NotificationsTranslator, item);
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      bg={item.read ? undefined : 'var(--mantine-color-blue-light)'}
      data-testid="notification"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {/* The unread marker says it in words too: colour alone is not enough. */}
        <Box miw={0} flex={1}>
          <Text size="sm" fw={item.read ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
            {summary}
            {item.read ? null : <VisuallyHidden> ({t('unread')})</VisuallyHidden>}
          </Text>
          {details ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {details}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatMoment(item.createdAt)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
