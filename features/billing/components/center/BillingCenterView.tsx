'use client';

import { Button, Stack, Tabs } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { PageHeader } from '@/components/ui/PageHeader';
import { BuyModal } from '../buy/BuyModal';
import { InvoicesTab } from '../invoices/InvoicesTab';
import { OrdersTab } from './OrdersTab';
import { LedgerTab, RechargesTab } from './RecordsTabs';
import { StandingCard } from './StandingCard';

const TABS = ['orders', 'recharges', 'ledger', 'invoices'] as const;
type Tab = (typeof TABS)[number];

/**
 * The billing center (spec §2): the balance, then orders, recharge and consumption records, invoices. `?buy=<product or
 * kind>` opens the buy dialog with that product chosen: the upgrade links elsewhere in the console lead here.
 */
export function BillingCenterView() {
  const t = useTranslations('BillingCenter');
  const params = useSearchParams();
  const router = useRouter();
  const wanted = params.get('buy');
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'orders';
  // The dialog and the tab live in the address: a reload or the back button keeps them.
  const go = (next: URLSearchParams) =>
    router.replace(`/dashboard/order/list${next.size ? `?${next}` : ''}`, { scroll: false });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    go(next);
  };
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('center.title')}
        intro={t('center.intro')}
        actions={<Button onClick={() => set('buy', 'any')}>{t('center.buy')}</Button>}
      />
      <StandingCard />
      <Tabs
        value={tab}
        onChange={(value) => set('tab', value === 'orders' ? null : value)}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <OrdersTab />
        </Tabs.Panel>
        <Tabs.Panel value="recharges" pt="md">
          <RechargesTab />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <LedgerTab />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <InvoicesTab />
        </Tabs.Panel>
      </Tabs>
      <BuyModal opened={wanted !== null} onClose={() => set('buy', null)} wanted={wanted} />
    </Stack>
  );
}
