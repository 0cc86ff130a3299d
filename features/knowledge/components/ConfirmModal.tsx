'use client';

import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deleting); cancel has the focus. */
export function ConfirmModal({ opened, title, message, confirmLabel, busy, onConfirm, onClose }: Props) {
  const t = useTranslations('Knowledge');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
