'use client';

import { Modal } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { SessionSummary } from '../../contract';
import { ShareDetails } from './ShareDetails';

/** The share dialog of a session card. */
export function ShareSessionModal({
  session,
  onClose,
}: {
  session: SessionSummary | null;
  onClose: () => void;
}) {
  const t = useTranslations('SessionsList');
  return (
    <Modal
      opened={session !== null}
      onClose={onClose}
      title={session ? t('shareTitle', { name: session.conversationName }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {session ? <ShareDetails conversationId={session.conversationId} status={session.status} /> : null}
    </Modal>
  );
}
