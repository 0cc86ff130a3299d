'use client';

import { withBasePath } from '@/lib/config/base-path';
import { AppShell, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { OperatorMe } from '@/features/operator/contract';
import type { OperatorPermission } from '@/lib/contract/operator-permissions';
import { useOperatorLogout } from '../api/hooks';

const MENU: Array<{
  href: string;
  label:
    | 'menuHome'
    | 'menuContinuations'
    | 'menuCertifications'
    | 'menuPortraits'
    | 'menuCommunity'
    | 'menuCorporations'
    | 'menuVouchers'
    | 'menuPortraits'
    | 'menuOrders'
    | 'menuInvoices'
    | 'menuPaymentLog'
    | 'menuProducts'
    | 'menuActivities'
    | 'menuLeads'
    | 'menuAudit'
    | 'menuOperators';
  permission: OperatorPermission;
}> = [
  { href: '/operator', label: 'menuHome', permission: 'backoffice.read' },
  { href: '/operator/trial-continuations', label: 'menuContinuations', permission: 'backoffice.read' },
  { href: '/operator/certifications', label: 'menuCertifications', permission: 'certification.review' },
  { href: '/operator/portraits', label: 'menuPortraits', permission: 'portrait.review' },
  { href: '/operator/community', label: 'menuCommunity', permission: 'community.moderate' },
  { href: '/operator/corporations', label: 'menuCorporations', permission: 'backoffice.read' },
  { href: '/operator/billing/vouchers', label: 'menuVouchers', permission: 'order.review' },
  { href: '/operator/billing/orders', label: 'menuOrders', permission: 'order.review' },
  { href: '/operator/billing/invoices', label: 'menuInvoices', permission: 'order.review' },
  { href: '/operator/billing/payment-notifications', label: 'menuPaymentLog', permission: 'order.review' },
  { href: '/operator/billing/products', label: 'menuProducts', permission: 'order.review' },
  { href: '/operator/activities', label: 'menuActivities', permission: 'promotion.manage' },
  { href: '/operator/leads', label: 'menuLeads', permission: 'backoffice.read' },
  { href: '/operator/audit', label: 'menuAudit', permission: 'audit.read' },
  { href: '/operator/operators', label: 'menuOperators', permission: 'operator.manage' },
];

/** The back office's own layout: its menu holds what the operator's role may open. */
export function OperatorShell({ me, children }: { me: OperatorMe; children: ReactNode }) {
  const t = useTranslations('Operator');
  const pathname = usePathname();
  const logout = useOperatorLogout();
  // A full load after signing out drops every query of the session.
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => window.location.assign(withBasePath('/operator/login')),
    });
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={2} size="h4">
            {t('title')}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {me.email} · {t('role', { role: me.role })}
            </Text>
            <Button size="xs" variant="default" onClick={signOut} loading={logout.isPending}>
              {t('signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('title')}>
        <Stack gap={2}>
          {MENU.filter((item) => me.permissions.includes(item.permission)).map((item) => (
            <NavLink
              key={item.href}
              component={Link}
              href={item.href}
              label={t(item.label)}
              active={pathname.endsWith(item.href)}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
