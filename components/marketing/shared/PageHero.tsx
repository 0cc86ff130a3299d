import type { ReactNode } from 'react';
import classes from './InfoPage.module.css';

/** The one h1 of a page with its lead paragraph and optional actions. */
export function PageHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className={classes.hero}>
      <h1>{title}</h1>
      <p className={classes.lead}>{lead}</p>
      {children ? <div className={classes.actions}>{children}</div> : null}
    </header>
  );
}
