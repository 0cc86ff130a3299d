import type { ReactNode } from 'react';
import classes from './InfoPage.module.css';

/** The page column of a text page; phones get tighter padding. */
export function InfoPage({ mobile = false, children }: { mobile?: boolean; children: ReactNode }) {
  return <div className={mobile ? `${classes.page} ${classes.compact}` : classes.page}>{children}</div>;
}

export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section id={id} className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
