'use client';

import { Burger, Drawer, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

export function MobileMenu({
  label,
  title,
  items,
}: {
  label: string;
  title: string;
  items: { href: string; label: string }[];
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label={label} size="sm" />
      <Drawer opened={opened} onClose={close} title={title} position="right" size="75%">
        <nav aria-label={title}>
          {items.map((item) => (
            <NavLink key={item.href} href={item.href} label={item.label} component="a" onClick={close} />
          ))}
        </nav>
      </Drawer>
    </>
  );
}
