'use client';

import { Button, Group, Progress, Stack, Text } from '@mantine/core';

export interface UploadInProgress {
  name: string;
  percent: number;
  controller: AbortController;
}

interface Props {
  sending: UploadInProgress;
  /** In the caller's namespace: `uploading` already names the file. */
  labels: { uploading: string; progress: string; cancel: string };
}

/** The bytes of one file on their way to the server, with a way to stop. */
export function UploadProgress({ sending, labels }: Props) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end">
          {labels.uploading}
        </Text>
        <Text size="sm" c="dimmed">
          {sending.percent}%
        </Text>
      </Group>
      <Progress value={sending.percent} aria-label={labels.progress} striped animated />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={() => sending.controller.abort()}>
          {labels.cancel}
        </Button>
      </Group>
    </Stack>
  );
}
