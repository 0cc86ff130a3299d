'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Device } from '@/lib/routing/device';
import type { DocsNav } from './nav';
import classes from './docs.module.css';

function NavLists({ nav }: { nav: DocsNav }) {
  const pathname = usePathname();
  // The reference pages are heavier pages of their own: they load when asked, not prefetched from every guide.
  const groups = [
    ...nav.sections.map((section) => ({ ...section, prefetch: undefined })),
    { key: 'reference', ...nav.reference, prefetch: false },
  ];
  return (
    <>
      {groups.map((group) => (
        <div key={group.key} className={classes.navGroup}>
          <p className={classes.navLabel}>{group.label}</p>
          <ul className={classes.navList}>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  prefetch={group.prefetch}
                  className={classes.navLink}
                  aria-current={pathname === item.href ? 'page' : undefined}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * The docs menu: a sidebar on wide desktop screens; on phones and narrow windows a disclosure that opens it as a
 * drawer (plain HTML, so it works before the script loads). Following a link closes it.
 */
export function DocsMenu({ nav, device, label }: { nav: DocsNav; device: Device; label: string }) {
  const pathname = usePathname();
  const drawer = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [pathname]);
  return (
    <>
      {device === 'desktop' && (
        <nav aria-label={label} className={classes.sidebar}>
          <NavLists nav={nav} />
        </nav>
      )}
      <details
        ref={drawer}
        className={device === 'desktop' ? `${classes.drawer} ${classes.drawerNarrow}` : classes.drawer}
      >
        <summary className={classes.drawerToggle}>{label}</summary>
        <nav aria-label={label} className={classes.drawerPanel}>
          <NavLists nav={nav} />
        </nav>
      </details>
    </>
  );
}
