'use client';

import { Button, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SecretShownOnce } from '@/components/ui/SecretShownOnce';
import { useRotateWebhookSecret } from '@/features/deploy/api/webhook-config';

interface Props {
  /** What is shown of the secret after it was shown once; null before there is one. */
  hint: string | null;
  /** The whole secret, only right after it was made (kept in this page only, never fetched again). */
  revealed: string | null;
  onRevealed: (secret: string | null) => void;
}

/** The secret the events are signed with: whole once, then masked; rotating asks first (the old one stops). */
export function SigningSecret({ hint, revealed, onRevealed }: Props) {
  const t = useTranslations('Webhooks.secret');
  const tc = useTranslations('Webhooks');
  const rotate = useRotateWebhookSecret();
  const [asking, setAsking] = useState(false);

  async function confirmRotate() {
    try {
      const made = await rotate.mutateAsync(undefined);
      onRevealed(made.secret);
      setAsking(false);
    } catch {
      // The failure shows in the dialog; the old secret still signs.
    }
  }

  return (
    <Stack gap="xs">
      <SecretShownOnce
        secret={revealed}
        title={t('shownTitle')}
        warningTitle={t('newOnce')}
        label={t('legend')}
        labels={{ copy: t('copy'), copied: t('copied'), done: t('hide') }}
        testId="webhook-secret"
        onDone={() => onRevealed(null)}
      />
      <Text size="sm">{hint ? t('masked', { hint }) : t('none')}</Text>
      <Button
        variant="default"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => (hint ? setAsking(true) : void confirmRotate())}
        loading={!asking && rotate.isPending}
      >
        {hint ? t('rotate') : t('generate')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('rotateTitle')}
        message={t('rotateText')}
        confirmLabel={t('rotateConfirm')}
        cancelLabel={tc('cancel')}
        destructive
        busy={rotate.isPending}
        onConfirm={() => void confirmRotate()}
        onCancel={() => setAsking(false)}
      >
        {rotate.isError && (
          <Text size="sm" c="red" role="alert">
            {t('rotateFailed')}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
