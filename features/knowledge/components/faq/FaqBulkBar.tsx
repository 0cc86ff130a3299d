'use client';

import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBulkFaq } from '@/features/knowledge/api/faq';
import type { FaqBulkRequest } from '@/features/knowledge/contract';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { failureText } from '@/lib/api-client/failure-text';

type Action = FaqBulkRequest['action'];

/** What to do with the selected items: enable, disable, or delete after a confirmation. */
export function FaqBulkBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const t = useTranslations('Knowledge');
  const bulk = useBulkFaq();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState<Action | null>(null);

  const run = (action: Action) => {
    setRunning(action);
    bulk.mutate(
      { faqIds: selected, action },
      {
        onSuccess: ({ affected }) => {
          notifications.show({ message: t(`bulk.done.${action}`, { count: affected }), color: 'teal' });
          setConfirming(false);
          onDone();
        },
        onError: (error) => {
          const message = failureText(error, t('requestFailed'));
          if (message) notifications.show({ title: t('bulk.failed'), message, color: 'red' });
        },
        onSettled: () => setRunning(null),
      },
    );
  };

  return (
    <Paper withBorder p="xs" radius="md" role="region" aria-label={t('bulk.label')}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          {t('bulk.selected', { count: selected.length })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" loading={running === 'enable'} onClick={() => run('enable')}>
            {t('bulk.enable')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            loading={running === 'disable'}
            onClick={() => run('disable')}
          >
            {t('bulk.disable')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('bulk.delete')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('bulk.deleteTitle')}
        message={t('bulk.deleteConfirm', { count: selected.length })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        destructive
        busy={running === 'delete'}
        onConfirm={() => run('delete')}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
