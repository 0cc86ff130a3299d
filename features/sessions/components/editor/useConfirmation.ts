'use client';

import { useRef, useState } from 'react';

/** A question asked from the middle of an async flow: `ask()` waits for the dialog's answer. */
export function useConfirmation() {
  const [open, setOpen] = useState(false);
  const resolve = useRef<((yes: boolean) => void) | null>(null);
  const answer = (yes: boolean) => {
    setOpen(false);
    resolve.current?.(yes);
    resolve.current = null;
  };
  return {
    open,
    ask: () =>
      new Promise<boolean>((done) => {
        resolve.current = done;
        setOpen(true);
      }),
    confirm: () => answer(true),
    cancel: () => answer(false),
  };
}
