import { withBasePath } from '@/lib/config/base-path';
import { AccountName } from './header-islands';
import classes from './chrome.module.css';

/**
 * The way into the console for a signed-in visitor, with the account. It is in every static page; CSS shows it
 * only under `html[data-signed-in]` (signedInScript.ts). A full page load, since the console is rendered per request.
 */
export function ConsoleEntry({
  href,
  label,
  compact = false,
}: {
  href: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <a
      href={withBasePath(href)}
      className={compact ? classes.consoleEntryCompact : classes.consoleEntry}
      data-testid="console-entry"
    >
      <span className={classes.entryLabel}>{label}</span>
      {!compact && <AccountName className={classes.entryAccount} />}
    </a>
  );
}
