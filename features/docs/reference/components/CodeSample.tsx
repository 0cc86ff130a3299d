'use client';

import { Button, CopyButton } from '@mantine/core';
import classes from './reference.module.css';

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
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>{label}</strong>
        <CopyButton value={code}>
          {({ copied: done, copy: doCopy }) => (
            <Button size="compact-xs" variant="default" onClick={doCopy} aria-label={`${copy}: ${label}`}>
              {done ? copied : copy}
            </Button>
          )}
        </CopyButton>
      </figcaption>
      <pre className={classes.code}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
