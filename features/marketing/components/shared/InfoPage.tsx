import type { ReactNode } from 'react';
import classes from './marketing.module.css';
import type { Device } from '@/lib/routing/device';

/** The frame of a text page (no hero picture); phones get the compact spacing. */
export function InfoPage({ device, children }: { device: Device; children: ReactNode }) {
  return (
    <div className={device === 'phone' ? `${classes.textPage} ${classes.mobile}` : classes.textPage}>
      {children}
    </div>
  );
}
