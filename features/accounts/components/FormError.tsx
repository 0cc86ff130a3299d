'use client';

import { Alert } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** A form-level failure (wrong credentials, too many attempts, network): shown above the submit button. */
export function FormError({ message }: { message: string | null }) {
  const t = useTranslations('Auth');
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={t('errorTitle')} role="alert">
      {message}
    </Alert>
  );
}
