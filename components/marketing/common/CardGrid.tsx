import Link from 'next/link';
import classes from './topic.module.css';

export interface CardItem {
  id: string;
  title: string;
  body?: string;
  points?: readonly string[];
  link?: { href: string; label: string };
}

interface Props {
  items: readonly CardItem[];
  /** h3 under a section's h2 (default); h2 when the grid sits right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/** Cards in a responsive grid. */
export function CardGrid({ items, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  return (
    <ul className={classes.grid}>
      {items.map((item) => (
        <li key={item.id} className={classes.card}>
          <Heading className={classes.cardTitle}>{item.title}</Heading>
          {item.body && <p className={classes.cardBody}>{item.body}</p>}
          {item.points && (
            <ul className={classes.points}>
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {item.link && (
            <Link href={item.link.href} className={classes.cardLink}>
              {item.link.label} →
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
