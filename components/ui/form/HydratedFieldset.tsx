'use client';

import type { ReactNode } from 'react';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import classes from './HydratedFieldset.module.css';

/**
 * Keeps a form's controls disabled until React has hydrated them: text typed into the server's HTML would be
 * wiped when React takes over, and a submit before then would bypass validation.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useBrowserValue(() => true, false);
  return (
    <fieldset className={classes.fieldset} disabled={!hydrated} data-hydrated={hydrated}>
      {children}
    </fieldset>
  );
}
