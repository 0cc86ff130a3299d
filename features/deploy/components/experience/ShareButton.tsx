'use client';

import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useBrowserValue } from '@/components/ui/useBrowserValue';

interface Props {
  url: string;
  text: string;
  label: string;
  copiedLabel: string;
}

/** The phone's share sheet where the browser has one; elsewhere the link is copied. */
export function ShareButton({ url, text, label, copiedLabel }: Props) {
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false);
  const clipboard = useClipboard();
  const share = () => {
    if (!canShare) return clipboard.copy(url);
    // A share the visitor cancels rejects: nothing to tell them.
    navigator.share({ url, text }).catch(() => undefined);
  };
  return (
    <Button size="xs" variant="light" onClick={share} color={clipboard.copied ? 'teal' : undefined}>
      {clipboard.copied ? copiedLabel : label}
    </Button>
  );
}
