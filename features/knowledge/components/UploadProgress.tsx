'use client';

import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Sending } from './useFileSender';

/** The bytes of one file on their way to the server, with a way to stop. */
export function UploadProgress({ sending }: { sending: Sending }) {
  const t = useTranslations('Knowledge.upload');
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end">
          {t('uploading', { name: sending.name })}
        </Text>
        <Text size="sm" c="dimmed">
          {sending.percent}%
        </Text>
      </Group>
      <Progress value={sending.percent} aria-label={t('progress')} striped animated />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={() => sending.controller.abort()}>
          {t('cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
