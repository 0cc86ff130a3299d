'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useLogout } from '@/features/accounts/api/logout';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

/** Revokes the token on the server, forgets the user here and goes to the login page of the device. */
export function LogoutButton({ device }: { device: Device }) {
  const t = useTranslations('Account');
  const logout = useLogout();
  return (
    <Button
      variant="default"
      size="xs"
      loading={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSettled: () => window.location.assign(withBasePath(devicePath('/login', device))),
        })
      }
    >
      {t('logout')}
    </Button>
  );
}
