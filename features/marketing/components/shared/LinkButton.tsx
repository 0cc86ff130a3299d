import { withBasePath } from '@/lib/config/base-path';
import Link from 'next/link';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

interface Props {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  /** Plain anchor for downloads, tel: links and files, which the router must not handle. */
  external?: boolean;
  download?: boolean;
}

/** A link that looks like a button; no client JavaScript. */
export function LinkButton({ href, children, variant = 'primary', external = false, download }: Props) {
  const className = variant === 'primary' ? classes.button : `${classes.button} ${classes.secondary}`;
  if (external) {
    return (
      <a href={withBasePath(href)} className={className} download={download || undefined}>
        {children}
      </a>
    );
  }
  // Not prefetched: a prefetched page also preloads its stylesheets (the contact page's), which this page never
  // uses; Chromium reports each as "preloaded but not used". Marketing pages are small and static: a click is quick.
  return (
    <Link href={href} className={className} prefetch={false}>
      {children}
    </Link>
  );
}
