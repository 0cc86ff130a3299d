'use client';

import { useTranslations } from 'next-intl';

/**
 * The session schema's messages: its own keys (`SessionsForm.errors`: https URLs, images, voices…), then the
 * shared `Validation` keys, and anything else is text the server already wrote for the reader.
 */
export function useSessionErrorText() {
  const own = useTranslations('SessionsForm.errors');
  const shared = useTranslations('Validation');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (own.has(message as Parameters<typeof own.has>[0])) return own(message as Parameters<typeof own>[0]);
    if (shared.has(message as Parameters<typeof shared.has>[0]))
      return shared(message as Parameters<typeof shared>[0]);
    return message;
  };
}
