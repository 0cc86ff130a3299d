'use client';

import { useTranslations } from 'next-intl';

/** Schema and server messages are keys of `Validation`; anything else is already readable text. */
export function useFieldErrorText() {
  const t = useTranslations('Validation');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    return t.has(message as Parameters<typeof t.has>[0]) ? t(message as Parameters<typeof t>[0]) : message;
  };
}
