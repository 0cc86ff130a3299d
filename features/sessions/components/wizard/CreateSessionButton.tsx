'use client';

import { Button, type ButtonProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { startDraft } from './draft';

/**
 * The wizard's entry point: a fresh draft, then step 1 (its guard lets only a drafted visit in). `children` words it
 * for its place ("Use in a session" on a portrait), else "Create a session".
 */
export function CreateSessionButton({
  children,
  ...props
}: Omit<ButtonProps, 'onClick'> & { children?: ReactNode }) {
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
      {children ?? t('create')}
    </Button>
  );
}
