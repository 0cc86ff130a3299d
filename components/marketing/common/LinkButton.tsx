import Link from 'next/link';
import type { ReactNode } from 'react';
import classes from './topic.module.css';

/** A secondary call to action that is a plain link: no client JavaScript. */
export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={classes.linkButton}>
      {children}
    </Link>
  );
}
