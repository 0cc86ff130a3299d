'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

interface Props {
  opened: boolean;
  /** Reloading or overwriting is under way. */
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

/**
 * The editor's save met someone else's newer one: three ways on (ConfirmDialog asks a yes/no question, this one has
 * two answers besides going back), keep editing first since both others lose one side's changes.
 */
export function SaveConflictDialog({ opened, busy, onReload, onOverwrite, onCancel }: Props) {
  const t = useTranslations('SessionsEditor.conflict');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('message')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {t('cancel')}
          </Button>
          <Button variant="light" onClick={onReload} disabled={busy}>
            {t('reload')}
          </Button>
          <Button color="red" onClick={onOverwrite} loading={busy}>
            {t('overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
