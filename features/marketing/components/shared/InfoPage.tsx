import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** The frame of a text page (no hero picture); phones get the compact spacing. */
export function InfoPage({ mobile = false, children }: { mobile?: boolean; children: ReactNode }) {
  return (
    <div className={mobile ? `${classes.textPage} ${classes.mobile}` : classes.textPage}>{children}</div>
  );
}
