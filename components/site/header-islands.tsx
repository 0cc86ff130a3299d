'use client';

import { withBasePath } from '@/lib/config/base-path';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { readUserData } from '@/lib/api-client/user-storage';
import { hasLoggedInHint } from '@/lib/config/cookies';
import classes from './chrome.module.css';

// The headers' two smallest islands share one module on purpose. Every page sits inside the locale's desktop 404
// boundary, whose header needs both; the phone header needs only the account name. Apart, a phone page without a
// free-trial button of its own loaded a second chunk repeating the phone header's islands for that boundary
// (3.8 KB gzipped on /mobile/news, /mobile/aboutUs, …); together, the phone header's chunk covers the boundary.

const storedAccountName = () => {
  const user = readUserData();
  return user?.companyName || user?.email || '';
};

/** The signed-in account as the login stored it in this browser; its box is sized by CSS, so filling it shifts nothing. */
export function AccountName({ className }: { className?: string }) {
  const name = useBrowserValue(storedAccountName, '');
  return (
    <span className={className} data-testid="account-name">
      {name}
    </span>
  );
}

/** Spec §1: the free trial leads to /personas when logged in, otherwise to /login. */
export function FreeTrialButton({ label, size = 'sm' }: { label: string; size?: 'sm' | 'md' | 'lg' }) {
  const href = useBrowserValue(() => (hasLoggedInHint(document.cookie) ? '/personas' : '/login'), '/login');
  return (
    <a href={withBasePath(href)} className={`${classes.button} ${classes[size]}`} data-testid="free-trial">
      {label}
    </a>
  );
}
