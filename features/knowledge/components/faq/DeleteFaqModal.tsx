'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useDeleteFaq } from '@/features/knowledge/api/faq';
import type { FaqItemDto } from '@/features/knowledge/contract';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { failureText } from '../failure-text';

/** Asks before one FAQ item goes: the digital human stops answering it at once. */
export function DeleteFaqModal({ item, onClose }: { item: FaqItemDto | null; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  const remove = useDeleteFaq();
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.faqId, {
      onSuccess: () => {
        notifications.show({ message: t('faq.deleted'), color: 'teal' });
        onClose();
      },
      onError: (error) => {
        const message = failureText(error, t('requestFailed'));
        if (message) notifications.show({ title: t('deleteFailed'), message, color: 'red' });
      },
    });
  };
  return (
    <ConfirmDialog
      opened={item !== null}
      title={t('faq.deleteTitle')}
      message={t('faq.deleteConfirm', { question: item?.question ?? '' })}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
