'use client';

import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSendTestEvent } from '@/features/deploy/api/webhook-deliveries';
import { ApiError } from '@/lib/api-client/api-error';

/** "Send test event": tried once while the owner waits, and the outcome said right here. */
export function TestEventButton({ hasAddress }: { hasAddress: boolean }) {
  const t = useTranslations('Webhooks.test');
  const send = useSendTestEvent();
  const sent = send.data;
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => send.mutate()}
        loading={send.isPending}
        disabled={!hasAddress}
      >
        {t('send')}
      </Button>
      {!hasAddress && (
        <Text size="xs" c="dimmed">
          {t('needsAddress')}
        </Text>
      )}
      {send.isSuccess && sent && (
        <Alert color={sent.status === 'delivered' ? 'teal' : 'red'} variant="light" role="status">
          {sent.status === 'delivered'
            ? t('delivered', { status: sent.lastStatusCode ?? 200 })
            : t('failed', { reason: sent.lastErrorMessage ?? '' })}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" variant="light" role="alert">
          {send.error instanceof ApiError && send.error.kind === 'code'
            ? send.error.message
            : t('sendFailed')}
        </Alert>
      )}
    </Stack>
  );
}
