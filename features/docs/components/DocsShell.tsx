import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Device } from '@/lib/routing/device';
import { DocsMenu } from './DocsMenu';
import type { DocsNav } from './nav';
import classes from './docs.module.css';

/** The docs center's frame: the menu beside (or above, on phones) the page. */
export async function DocsShell({
  nav,
  device,
  children,
}: {
  nav: DocsNav;
  device: Device;
  children: ReactNode;
}) {
  const t = await getTranslations('Docs');
  return (
    <div className={device === 'desktop' ? classes.shell : classes.shellPhone}>
      <DocsMenu nav={nav} device={device} label={t('menu')} />
      <div className={classes.content}>{children}</div>
    </div>
  );
}
