'use client';

import { Checkbox } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SessionLanguage } from '@/features/sessions/contract';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

interface Props {
  /** The language asked for. */
  language: SessionLanguage;
  onConfirm: (dontRemind: boolean) => void;
  onCancel: () => void;
}

/** Spec §4: switching the language wipes the settings kept for the old one, so it is asked first. */
export function LanguageSwitchDialog({ language, onConfirm, onCancel }: Props) {
  const t = useTranslations('SessionsForm.languageSwitch');
  const languages = useTranslations('SessionsForm.languages');
  const [dontRemind, setDontRemind] = useState(false);
  return (
    <ConfirmDialog
      opened
      title={t('title', { language: languages(language) })}
      message={t('message')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      destructive
      onConfirm={() => onConfirm(dontRemind)}
      onCancel={onCancel}
    >
      <Checkbox
        label={t('dontRemind')}
        checked={dontRemind}
        onChange={(event) => setDontRemind(event.currentTarget.checked)}
      />
    </ConfirmDialog>
  );
}
