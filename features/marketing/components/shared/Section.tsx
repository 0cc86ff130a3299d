import type { ReactNode } from 'react';
import classes from './marketing.module.css';

interface Props {
  /** Anchor of the section; also names it for assistive technology. */
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}

export function Section({ id, title, intro, children }: Props) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={classes.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

/** A highlighted remark inside a section. */
export function Callout({ children }: { children: ReactNode }) {
  return <p className={classes.callout}>{children}</p>;
}
