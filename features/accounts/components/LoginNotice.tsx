'use client';

import { Alert } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { clearUserData } from '@/lib/api-client/user-storage';

const NOTICE_PARAMS = ['reason', 'registered', 'reset'] as const;

function readNotice(): string {
  const params = new URLSearchParams(window.location.search);
  const found = NOTICE_PARAMS.find((name) => params.has(name));
  return found ? `${found}:${params.get(found)}` : '';
}

/** Why the visitor is on the login page: the session ended (spec §8), or an account was just created or reset. */
export function LoginNotice() {
  const api = useTranslations('Api');
  const t = useTranslations('Auth');
  const notice = useBrowserValue(readNotice, '');
  const sessionEnded = notice.startsWith('reason:');

  useEffect(() => {
    // Whatever ended the session on the server, nothing of the old account stays in this browser.
    if (sessionEnded) clearUserData();
  }, [sessionEnded]);

  if (!notice) return null;
  if (sessionEnded) {
    return (
      <Alert color="orange" variant="light" role="alert" data-testid="session-ended">
        {notice === 'reason:elsewhere' ? api('loggedInElsewhere') : api('loginExpired')}
      </Alert>
    );
  }
  return (
    <Alert color="teal" variant="light" role="status">
      {notice.startsWith('registered:') ? t('registered') : t('passwordReset')}
    </Alert>
  );
}
