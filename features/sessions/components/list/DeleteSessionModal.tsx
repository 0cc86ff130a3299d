'use client';

import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useDeleteSession } from '../../api/sessions';
import type { SessionSummary } from '../../contract';
import { failureMessage } from './failure-message';

interface Props {
  session: SessionSummary | null;
  onClose: () => void;
}

/** Asks before a session is deleted: its share link and preview stop working for good. */
export function DeleteSessionModal({ session, onClose }: Props) {
  const t = useTranslations('SessionsList');
  const api = useTranslations('Api');
  const remove = useDeleteSession();
  const name = session?.conversationName ?? '';

  const confirm = () => {
    if (!session) return;
    remove.mutate(session.conversationId, {
      onSuccess: () => {
        notifications.show({ message: t('deleted', { name }), color: 'teal' });
        onClose();
      },
      onError: (error) => {
        const message = failureMessage(error, api('requestFailed'));
        if (message) notifications.show({ title: t('deleteFailed'), message, color: 'red' });
      },
    });
  };

  return (
    <Modal
      opened={session !== null}
      onClose={onClose}
      title={t('deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text size="sm">{t('deleteConfirm', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('deleteButton')}
        </Button>
      </Group>
    </Modal>
  );
}
