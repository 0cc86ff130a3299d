'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useCopySession, useSessionStatus } from '../../api/sessions';
import type { SessionSummary } from '../../contract';
import { createElement } from 'react';
import { failureText } from '@/lib/api-client/failure-text';
import { isTrialSessionLimit } from './failure-message';
import { TrialLimitMessage } from './TrialLimitMessage';

/** The card actions that need no dialog: copy, and taking a session offline or publishing it again. */
export function useSessionActions() {
  const t = useTranslations('SessionsList');
  const api = useTranslations('Api');
  const copy = useCopySession();
  const status = useSessionStatus();
  const fail = (title: string, error: unknown) => {
    const message = failureText(error, api('requestFailed'));
    if (!message) return;
    // The trial's session limit asks the user to apply to continue: the toast leads to that application.
    const body = isTrialSessionLimit(error)
      ? createElement(TrialLimitMessage, { message, applyLabel: t('applyToContinue') })
      : message;
    notifications.show({
      title,
      message: body,
      color: 'red',
      autoClose: isTrialSessionLimit(error) ? false : undefined,
    });
  };

  return {
    busy: copy.isPending || status.isPending,
    /** Refused when a limit is reached: the server's message (trial or 10 digital humans) says which. */
    copy: (session: SessionSummary) =>
      copy.mutate(session.conversationId, {
        onSuccess: (made) =>
          notifications.show({ message: t('copied', { name: made.conversationName }), color: 'teal' }),
        onError: (error) => fail(t('copyFailed'), error),
      }),
    /** `onDone` closes the confirmation that asked first, once the change is made. */
    toggleStatus: (session: SessionSummary, onDone?: () => void) => {
      const next = session.status === 'published' ? 'offline' : 'published';
      status.mutate(
        { conversationId: session.conversationId, status: next },
        {
          onSuccess: () => {
            notifications.show({
              message: t(next === 'offline' ? 'offlineDone' : 'publishDone', {
                name: session.conversationName,
              }),
              color: 'teal',
            });
            onDone?.();
          },
          onError: (error) => fail(t('statusFailed'), error),
        },
      );
    },
  };
}
