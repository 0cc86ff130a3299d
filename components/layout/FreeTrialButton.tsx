'use client';

import { Button } from '@mantine/core';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { hasLoggedInHint } from '@/lib/config/cookies';

/** Spec §1: the free trial leads to /personas when logged in, otherwise to /login. */
export function FreeTrialButton({ label, size = 'sm' }: { label: string; size?: 'sm' | 'md' | 'lg' }) {
  const href = useBrowserValue(() => (hasLoggedInHint(document.cookie) ? '/personas' : '/login'), '/login');
  return (
    <Button component="a" href={href} size={size} data-testid="free-trial">
      {label}
    </Button>
  );
}
