import type { ReactNode } from 'react';
import type { Device } from '@/lib/routing/device';
import classes from './marketing.module.css';

interface Props {
  device: Device;
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  lead: string;
  art?: ReactNode;
  /** The art is something to use (the live demo) rather than a picture: larger, and after the text on phones. */
  wideArt?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** Frame of every marketing topic page: a hero with the h1, then the sections, on desktop or mobile. */
export function TopicShell({ device, eyebrow, title, lead, art, wideArt, actions, children }: Props) {
  return (
    <div className={device === 'phone' ? `${classes.page} ${classes.mobile}` : classes.page}>
      <header className={classes.hero}>
        <div className={`${classes.container} ${art ? classes.heroInner : ''}`}>
          <div className={classes.heroText}>
            {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
            <h1 className={classes.title}>{title}</h1>
            <p className={classes.lead}>{lead}</p>
            {actions && <div className={classes.actions}>{actions}</div>}
          </div>
          {art && <div className={wideArt ? `${classes.art} ${classes.wideArt}` : classes.art}>{art}</div>}
        </div>
      </header>
      <div className={`${classes.container} ${classes.body}`}>{children}</div>
    </div>
  );
}
