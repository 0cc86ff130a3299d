'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import classes from './HydratedFieldset.module.css';

/**
 * Keeps a form's controls disabled until React has hydrated them: text typed into the server's HTML would be
 * wiped when React takes over, and a submit before then would bypass validation. The switch is made on the DOM
 * node itself, so enabling the form costs no second render of everything inside it. A form mounted on the
 * client after the page has hydrated (`enabled`) takes input at once.
 */
export function HydratedFieldset({ children, enabled = false }: { children: ReactNode; enabled?: boolean }) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!fieldset.current) return;
    fieldset.current.disabled = false;
    fieldset.current.dataset.hydrated = 'true';
  }, []);
  return (
    <fieldset
      ref={fieldset}
      className={classes.fieldset}
      disabled={!enabled}
      data-hydrated={enabled ? 'true' : 'false'}
    >
      {children}
    </fieldset>
  );
}
