'use client';

import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { readUserData } from '@/lib/api-client/user-storage';

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
