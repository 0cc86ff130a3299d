'use client';

import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { failureText } from '@/lib/api-client/failure-text';
import { ConfirmDialog } from './ConfirmDialog';

interface Props<T> {
  /** What is to be deleted; null while the dialog is closed. */
  item: T | null;
  title: string;
  message: (item: T) => ReactNode;
  labels: {
    confirm: string;
    cancel: string;
    close: string;
    /** Said once it is gone ("Alpha was deleted"). */
    done: (item: T) => string;
    /** The title of the failure's notice; none when the message says it all. */
    failed?: string;
    /** Said when the server gave no message of its own. */
    requestFailed: string;
  };
  /** Deletes it (a mutation's `mutateAsync`); a rejection is shown and keeps the dialog open. */
  remove: (item: T) => Promise<unknown>;
  busy: boolean;
  onClose: () => void;
}

/** Asks before something is deleted for good, deletes it, and says how it went. */
export function DeleteDialog<T>({ item, title, message, labels, remove, busy, onClose }: Props<T>) {
  const confirm = async () => {
    if (item === null) return;
    try {
      await remove(item);
    } catch (error) {
      const text = failureText(error, labels.requestFailed);
      if (text) notifications.show({ title: labels.failed, message: text, color: 'red' });
      return;
    }
    notifications.show({ message: labels.done(item), color: 'teal' });
    onClose();
  };
  return (
    <ConfirmDialog
      opened={item !== null}
      title={title}
      message={item === null ? '' : message(item)}
      confirmLabel={labels.confirm}
      cancelLabel={labels.cancel}
      closeLabel={labels.close}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
