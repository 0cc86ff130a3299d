import type { ReactNode } from 'react';
import classes from './topic.module.css';

interface Props {
  /** Anchor id; also names the section for assistive technology. */
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}

export function TopicSection({ id, title, intro, children }: Props) {
  return (
    <section className={classes.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={classes.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

export function TopicNote({ children }: { children: ReactNode }) {
  return <p className={classes.note}>{children}</p>;
}
