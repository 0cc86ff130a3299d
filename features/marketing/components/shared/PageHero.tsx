import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** The one h1 of a text page with its lead paragraph and optional actions. */
export function PageHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className={classes.plainHero}>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.lead}>{lead}</p>
      {children ? <div className={classes.actions}>{children}</div> : null}
    </header>
  );
}
