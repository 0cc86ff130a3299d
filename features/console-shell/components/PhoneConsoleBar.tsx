'use client';

import { Anchor, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ConsoleMenuLink } from './consoleMenu';

/**
 * The phone console's links and bell, above each page: a phone has no console menu, so the console's home and the
 * developer area (SDK guide, docs, forum) are one tap away here.
 */
export function PhoneConsoleBar({ links, bell }: { links: readonly ConsoleMenuLink[]; bell?: ReactNode }) {
  const t = useTranslations('Console');
  return (
    <Group justify="space-between" wrap="nowrap" px="md" pt="sm" gap="xs">
      <Group component="nav" aria-label={t('phoneMenu')} gap="md" style={{ rowGap: 4 }}>
        {links.map((link) => (
          <Anchor key={link.href} component={Link} href={link.href} size="sm">
            {link.label}
          </Anchor>
        ))}
      </Group>
      {bell}
    </Group>
  );
}
