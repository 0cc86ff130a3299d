'use client';

import { useEffect, useRef } from 'react';
import classes from './ChunkErrorDialog.module.css';
import chrome from './chrome.module.css';

export interface ChunkErrorTexts {
  title: string;
  description: string;
  reload: string;
}

/** A native modal dialog: it must work when the network has just failed, so it needs no further chunk. */
export function ChunkErrorDialog({ texts }: { texts: ChunkErrorTexts }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const reload = () => window.location.reload();
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby="chunk-error-title"
      onCancel={(event) => {
        // Escape would leave a half-loaded page behind; reloading is the way out.
        event.preventDefault();
        reload();
      }}
    >
      <h2 id="chunk-error-title" className={classes.title}>
        {texts.title}
      </h2>
      <p>{texts.description}</p>
      <button type="button" className={`${chrome.button} ${chrome.sm}`} onClick={reload} autoFocus>
        {texts.reload}
      </button>
    </dialog>
  );
}
