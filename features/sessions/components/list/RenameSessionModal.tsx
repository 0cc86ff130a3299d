'use client';

import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useRenameSession } from '../../api/sessions';
import { SESSION_NAME_MAX, renameSessionRequest, type SessionSummary } from '../../contract';

interface Props {
  session: SessionSummary | null;
  onClose: () => void;
}

/** Renames a session; the name is checked by the contract's schema here and again by the server. */
export function RenameSessionModal({ session, onClose }: Props) {
  const t = useTranslations('SessionsList');
  return (
    <Modal
      opened={session !== null}
      onClose={onClose}
      title={t('renameTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {session ? <RenameForm key={session.conversationId} session={session} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameForm({ session, onClose }: { session: SessionSummary; onClose: () => void }) {
  const t = useTranslations('SessionsList');
  const api = useTranslations('Api');
  const rename = useRenameSession();
  const form = useApiForm({
    schema: renameSessionRequest,
    defaultValues: { conversationId: session.conversationId, conversationName: session.conversationName },
    submit: async (values) => {
      const renamed = await rename.mutateAsync(values);
      notifications.show({ message: t('renamed', { name: renamed.conversationName }), color: 'teal' });
      onClose();
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  return (
    <ApiFormFrame
      form={form}
      label={t('renameTitle')}
      submitLabel={t('save')}
      actions={
        <Button variant="default" onClick={onClose} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      }
    >
      <FormField
        form={form}
        name="conversationName"
        label={t('nameLabel')}
        counter={SESSION_NAME_MAX}
        required
        data-autofocus
      />
    </ApiFormFrame>
  );
}
