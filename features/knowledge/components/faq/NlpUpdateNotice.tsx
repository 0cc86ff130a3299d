'use client';

import { Alert } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFaqIndexStatus } from '@/features/knowledge/api/faq';

/** Spec §8 "NLP update failed": shown while the last FAQ change could not be indexed for semantic matching. */
export function NlpUpdateNotice() {
  const t = useTranslations('Knowledge.faq');
  const status = useFaqIndexStatus();
  if (!status.data?.failed) return null;
  return (
    <Alert color="orange" variant="light" role="alert" py="xs">
      {t('nlpUpdateFailed')}
    </Alert>
  );
}
