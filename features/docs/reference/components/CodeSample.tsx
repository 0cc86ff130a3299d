'use client';

import { useState } from 'react';
import classes from './reference.module.css';

// Plain elements: the marketing pages have no Mantine provider, so the reference's islands use none of its components.

/** A copyable example; the button says when it was copied. */
export function CodeSample({
  code,
  label,
  copy,
  copied,
}: {
  code: string;
  label: string;
  copy: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  const doCopy = async () => {
    await navigator.clipboard.writeText(code);
    setDone(true);
  };
  return (
    <figure style={{ margin: '0.5rem 0' }}>
      <figcaption style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>{label}</strong>
        <button type="button" className={classes.button} onClick={doCopy} aria-label={`${copy}: ${label}`}>
          {done ? copied : copy}
        </button>
      </figcaption>
      <pre tabIndex={0} className={classes.code}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
