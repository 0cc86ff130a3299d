import type { ReactNode } from 'react';
import Link from 'next/link';
import classes from './marketing.module.css';

export interface CardItem {
  id: string;
  title: string;
  body?: string;
  points?: readonly string[];
  /** A "read more" link at the foot of the card. */
  link?: { href: string; label: string };
  /** Makes the whole card a link instead. */
  href?: string;
  /** Drawn across the top of the card, above its title. */
  picture?: ReactNode;
}

interface Props {
  items: readonly CardItem[];
  /** h3 under a section's h2 (default); h2 when the grid sits right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/** Cards in as many columns as fit (one on phones). */
export function CardGrid({ items, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  return (
    <ul className={classes.grid}>
      {items.map((item) => {
        const content = (
          <>
            {item.picture}
            <Heading className={classes.cardTitle}>{item.title}</Heading>
            {item.body && <p className={classes.cardBody}>{item.body}</p>}
            {item.points && (
              <ul className={classes.list}>
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
          </>
        );
        return (
          <li key={item.id}>
            {item.href ? (
              <Link href={item.href} className={classes.card}>
                {content}
              </Link>
            ) : (
              <div className={classes.card}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
