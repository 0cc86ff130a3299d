'use client';

import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import { useLedger, useStanding } from '../../api/billing';
import { OperatorTable } from '../OperatorTable';
import { LedgerEntryButton, TermsButton } from './AccountDialogs';
import { useMoney } from './OrderStatusBadge';

/**
 * A corporation's money in the back office: balance, arrears, credit limit and what arrears stop, and the ledger
 * the balance is the sum of. With `billing.manage` an operator books a refund or an adjustment and sets the terms.
 */
export function CorporationBilling({ corpId, canManage }: { corpId: string; canManage: boolean }) {
  const t = useTranslations('OperatorBilling');
  const tOperator = useTranslations('Operator');
  const money = useMoney();
  const standing = useStanding(corpId);
  return (
    <Stack gap="xs" data-testid="corporation-billing">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('billingTitle')}
        </Title>
        {canManage && standing.data && (
          <Group gap="xs">
            <LedgerEntryButton corpId={corpId} />
            <TermsButton standing={standing.data} />
          </Group>
        )}
      </Group>
      <QueryState
        query={standing}
        labels={{
          loading: tOperator('loading'),
          loadFailed: tOperator('loadFailed'),
          retry: tOperator('retry'),
        }}
      >
        {(account) => (
          <Card withBorder>
            <SimpleGrid cols={4}>
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('balance')}
                </Text>
                <Text fw={600} data-testid="billing-balance" c={account.balanceFen < 0 ? 'red.9' : undefined}>
                  {money(account.balanceFen)}
                </Text>
                {account.arrears && <ToneBadge tone="red">{t('arrears')}</ToneBadge>}
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('creditLimit')}
                </Text>
                <Text fw={600} data-testid="billing-credit-limit">
                  {money(account.creditLimitFen)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('arrearsPolicy')}
                </Text>
                <Text size="sm" fw={500} data-testid="billing-policy">
                  {t('policy', { policy: account.arrearsPolicy, limit: money(account.creditLimitFen) })}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('discount')}
                </Text>
                <Text fw={600}>{t('discountValue', { percent: account.discountPercent })}</Text>
              </Stack>
            </SimpleGrid>
          </Card>
        )}
      </QueryState>
      <LedgerTable corpId={corpId} />
    </Stack>
  );
}

function LedgerTable({ corpId }: { corpId: string }) {
  const t = useTranslations('OperatorBilling');
  const formatMoment = useFormatMoment();
  const money = useMoney();
  const [pageIndex, setPageIndex] = useState(1);
  const query = useLedger(corpId, pageIndex);
  return (
    <OperatorTable
      query={query}
      onPage={setPageIndex}
      label={t('ledger')}
      testId="billing-ledger"
      rowKey={(row) => row.id}
      rowName={(row) => `${t('ledgerKind', { kind: row.kind })} ${money(row.amountFen)}`}
      columns={[
        { key: 'at', header: t('when'), nowrap: true, cell: (row) => formatMoment(row.at) },
        {
          key: 'kind',
          header: t('ledgerKindHeader'),
          nowrap: true,
          cell: (row) => t('ledgerKind', { kind: row.kind }),
        },
        {
          key: 'amount',
          header: t('amount'),
          align: 'right',
          nowrap: true,
          cell: (row) => (
            <Text size="sm" c={row.amountFen < 0 ? 'red.9' : 'teal.9'}>
              {row.amountFen > 0 ? '+' : ''}
              {money(row.amountFen)}
            </Text>
          ),
        },
        {
          key: 'balance',
          header: t('balanceAfter'),
          align: 'right',
          nowrap: true,
          cell: (row) => money(row.balanceFen),
        },
        { key: 'order', header: t('orderNo'), nowrap: true, cell: (row) => row.orderNo ?? '—' },
        { key: 'note', header: t('note'), maxWidth: 260, cell: (row) => row.note ?? '' },
        { key: 'actor', header: t('actorHeader'), maxWidth: 160, cell: (row) => row.actor },
      ]}
    />
  );
}
