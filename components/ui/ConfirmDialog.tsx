'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The close button's label for screen readers. */
  closeLabel?: string;
  /** The confirm button is red, and cancel has the focus, when the confirmation loses something. */
  destructive?: boolean;
  /** The action is under way: confirm spins, cancel waits. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Below the message, e.g. "don't remind me again". */
  children?: ReactNode;
}

/** The console's question before a change with consequences: one message, cancel first, then the action. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      <Stack gap="md">
        <Text size="sm" component="div">
          {message}
        </Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onCancel}
            disabled={busy}
            data-autofocus={destructive || undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            color={destructive ? 'red' : undefined}
            onClick={onConfirm}
            loading={busy}
            data-autofocus={destructive ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
