'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCountdown } from './useCountdown';

/** The server sends at most one code per 60 s to an address; the button waits as long. */
export const CODE_RESEND_SECONDS = 60;

interface Props {
  /** Validates what the code needs, sends it, and resolves true when it was sent. */
  onSend: () => Promise<boolean>;
}

export function CodeButton({ onSend }: Props) {
  const t = useTranslations('Auth');
  const { left, start } = useCountdown(CODE_RESEND_SECONDS);
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      variant="light"
      onClick={send}
      loading={sending}
      disabled={left > 0}
      style={{ flexShrink: 0 }}
      aria-live="polite"
    >
      {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
    </Button>
  );
}
