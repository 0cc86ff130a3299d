'use client';

import { AppShell, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { type ConsoleMenuLink, visitorPath } from './consoleMenu';
import { ConsoleLanguageSwitch } from './ConsoleLanguageSwitch';
import classes from './ConsoleShell.module.css';

interface Props {
  brand: string;
  /** Who is signed in, as the header shows it. */
  account: { companyName: string; contact: string };
  /** The menu of spec §2, as the areas declare it (areas.ts). */
  menu: readonly ConsoleMenuLink[];
  /** The header's actions for the account (logging out). */
  actions: ReactNode;
  /** The notifications' bell, composed by the layout (the notifications area draws it). */
  bell?: ReactNode;
  children: ReactNode;
}

/** The console frame: the menu of spec §2, the account and a way out. */
export function ConsoleShell({ brand, account, menu, actions, bell, children }: Props) {
  const t = useTranslations('Console');
  const [opened, { toggle, close }] = useDisclosure();
  const path = visitorPath(usePathname());

  return (
    // Static, not fixed: the site-wide banner above the console must push it down, not hide under it.
    <AppShell
      className={classes.shell}
      mode="static"
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('openMenu')} />
            <Text component={Link} href="/dashboard" fw={700}>
              {brand}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Stack gap={0} visibleFrom="xs" align="flex-end" data-testid="console-account">
              <Text size="sm" fw={600} lineClamp={1}>
                {account.companyName}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {account.contact}
              </Text>
            </Stack>
            {bell}
            <ConsoleLanguageSwitch />
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('menuLabel')}>
        {menu.map((entry) => (
          <NavLink
            key={entry.href}
            component={Link}
            href={entry.href}
            label={entry.label}
            active={path === entry.href}
            aria-current={path === entry.href ? 'page' : undefined}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
