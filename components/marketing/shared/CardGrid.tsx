import Link from 'next/link';
import classes from './InfoPage.module.css';

export interface CardItem {
  key: string;
  title: string;
  body: string;
  /** Makes the whole card a link. */
  href?: string;
}

/** Cards with an h3 title and a short text, laid out in as many columns as fit. */
export function CardGrid({ items }: { items: CardItem[] }) {
  return (
    <ul className={classes.grid}>
      {items.map((item) => {
        const content = (
          <>
            <h3>{item.title}</h3>
            <p>{item.body}</p>
          </>
        );
        return (
          <li key={item.key}>
            {item.href ? (
              <Link href={item.href} className={`${classes.card} ${classes.cardLink}`}>
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
