'use client';

import { Button, type ButtonProps } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { startDraft } from '../wizard/draft';

/** Opens the wizard's first step with a new draft: steps 1–4 open only with one (spec §4). */
export function useStartSession() {
  const router = useRouter();
  return useCallback(
    (replace = false) => {
      startDraft();
      if (replace) router.replace('/session/create/step1');
      else router.push('/session/create/step1');
    },
    [router],
  );
}

export function CreateSessionAction(props: ButtonProps) {
  const t = useTranslations('SessionsList');
  const start = useStartSession();
  return (
    <Button onClick={() => start()} {...props}>
      {t('create')}
    </Button>
  );
}
