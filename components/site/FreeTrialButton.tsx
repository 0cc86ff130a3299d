'use client';

import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { hasLoggedInHint } from '@/lib/config/cookies';
import classes from './chrome.module.css';

/** Spec §1: the free trial leads to /personas when logged in, otherwise to /login. */
export function FreeTrialButton({ label, size = 'sm' }: { label: string; size?: 'sm' | 'md' | 'lg' }) {
  const href = useBrowserValue(() => (hasLoggedInHint(document.cookie) ? '/personas' : '/login'), '/login');
  return (
    <a href={href} className={`${classes.button} ${classes[size]}`} data-testid="free-trial">
      {label}
    </a>
  );
}
