'use client';

import { useTranslations } from 'next-intl';
import { DeleteDialog } from '@/components/ui/DeleteDialog';
import { useDeleteFaq } from '@/features/knowledge/api/faq';
import type { FaqItemDto } from '@/features/knowledge/contract';

/** Asks before one FAQ item goes: the digital human stops answering it at once. */
export function DeleteFaqModal({ item, onClose }: { item: FaqItemDto | null; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  const remove = useDeleteFaq();
  return (
    <DeleteDialog
      item={item}
      title={t('faq.deleteTitle')}
      message={(faq) => t('faq.deleteConfirm', { question: faq.question })}
      labels={{
        confirm: t('delete'),
        cancel: t('cancel'),
        close: t('close'),
        done: () => t('faq.deleted'),
        failed: t('deleteFailed'),
        requestFailed: t('requestFailed'),
      }}
      remove={(faq) => remove.mutateAsync(faq.faqId)}
      busy={remove.isPending}
      onClose={onClose}
    />
  );
}
