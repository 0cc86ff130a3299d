'use client';

import { Button, type ButtonProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { startDraft } from './draft';

/** The wizard's entry point: a fresh draft, then step 1 (its guard lets only a drafted visit in). */
export function CreateSessionButton(props: Omit<ButtonProps, 'onClick'>) {
  const t = useTranslations('SessionsWizard');
  const router = useWatchedRouter();
  return (
    <Button
      {...props}
      onClick={() => {
        startDraft();
        router.push('/session/create/step1');
      }}
    >
      {t('create')}
    </Button>
  );
}
