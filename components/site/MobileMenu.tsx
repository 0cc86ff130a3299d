import { withBasePath } from '@/lib/config/base-path';
import type { ReactNode } from 'react';
import classes from './chrome.module.css';

/** A disclosure menu in plain HTML: it works before any script loads and ships none. */
export function MobileMenu({
  label,
  title,
  items,
  className,
  children,
}: {
  label: string;
  title: string;
  items: { href: string; label: string }[];
  className?: string;
  /** Shown above the links (the signed-in account). */
  children?: ReactNode;
}) {
  return (
    <details className={className ? `${classes.menu} ${className}` : classes.menu}>
      <summary className={classes.menuToggle} aria-label={label}>
        <svg
          aria-hidden
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </summary>
      <nav aria-label={title} className={classes.menuPanel}>
        {children}
        {items.map((item) => (
          <a key={item.href} href={withBasePath(item.href)}>
            {item.label}
          </a>
        ))}
      </nav>
    </details>
  );
}
