'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useLogout } from '@/features/accounts/api/logout';

/** Revokes the token on the server, forgets the user here and goes to the login page of the device. */
export function LogoutButton({ mobile = false }: { mobile?: boolean }) {
  const t = useTranslations('Account');
  const logout = useLogout();
  return (
    <Button
      variant="default"
      size="xs"
      loading={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSettled: () => window.location.assign(mobile ? '/mobile/login' : '/login'),
        })
      }
    >
      {t('logout')}
    </Button>
  );
}
