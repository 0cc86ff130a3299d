'use client';

import { Button, Modal, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import type { SessionStatus } from '../../contract';
import { ShareDetails } from '../list/ShareDetails';

interface Props extends ButtonProps {
  conversationId: string;
  name: string;
  status: SessionStatus;
}

/** Share on the phone: the link to copy, its QR code to show someone, the preview. */
export function PersonaShareButton({ conversationId, name, status, ...button }: Props) {
  const t = useTranslations('SessionsList');
  const [opened, { open, close }] = useDisclosure();
  return (
    <>
      <Button variant="light" onClick={open} {...button}>
        {t('share')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('shareTitle', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {opened ? <ShareDetails conversationId={conversationId} status={status} /> : null}
      </Modal>
    </>
  );
}
