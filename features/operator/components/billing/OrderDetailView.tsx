'use client';

import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import type { OperatorOrderDetail } from '@/features/billing/contract/operator';
import { useOperatorOrder } from '../../api/billing';
import { OrderDecision } from './OrderDecision';
import { OrderStatusBadge, useMoney, usePick } from './OrderStatusBadge';
import { VoucherPreview } from './VoucherPreview';

/**
 * One order in the back office: who ordered what at which price, its voucher, its history; a reviewer decides a
 * transfer in review here.
 */
export function OrderDetailView({ orderId, canReview }: { orderId: string; canReview: boolean }) {
  const t = useTranslations('OperatorBilling');
  const tOperator = useTranslations('Operator');
  const query = useOperatorOrder(orderId);
  return (
    <QueryState
      query={query}
      labels={{
        loading: tOperator('loading'),
        loadFailed: tOperator('loadFailed'),
        retry: tOperator('retry'),
      }}
    >
      {(order) => (
        <Stack gap="lg">
          <PageHeader
            title={t('orderTitle', { orderNo: order.orderNo })}
            size="h3"
            actions={
              <Group gap="xs">
                <Button component={Link} href="/operator/billing/vouchers" variant="subtle">
                  {t('backToQueue')}
                </Button>
                <Button component={Link} href="/operator/billing/orders" variant="subtle">
                  {t('backToOrders')}
                </Button>
              </Group>
            }
          />
          <Group gap="sm">
            <OrderStatusBadge status={order.status} />
            {order.auditNote && (
              <Text size="sm" c="dimmed" data-testid="order-audit-note">
                {t('auditNoteShown', { note: order.auditNote })}
              </Text>
            )}
          </Group>
          {order.status === 'reviewing' &&
            (canReview ? (
              <OrderDecision orderId={order.orderId} orderNo={order.orderNo} />
            ) : (
              <Alert color="gray">{t('readOnly')}</Alert>
            ))}
          <OrderFacts order={order} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('voucher')}
            </Title>
            {order.voucher ? (
              <VoucherPreview orderId={order.orderId} voucher={order.voucher} />
            ) : (
              <Text c="dimmed">{t('noVoucher')}</Text>
            )}
          </Stack>
          <OrderHistory order={order} />
        </Stack>
      )}
    </QueryState>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function OrderFacts({ order }: { order: OperatorOrderDetail }) {
  const t = useTranslations('OperatorBilling');
  const formatMoment = useFormatMoment();
  const money = useMoney();
  const pick = usePick();
  const when = (value: string | null) => (value ? formatMoment(value) : '—');
  return (
    <Card withBorder>
      <SimpleGrid cols={3} spacing="lg" verticalSpacing="md">
        <Fact label={t('company')}>
          <Anchor
            component={Link}
            href={`/operator/corporations/detail?corpId=${encodeURIComponent(order.corpId)}`}
          >
            {order.companyName}
          </Anchor>
        </Fact>
        <Fact label={t('product')}>
          {pick(order.productNameZh, order.productNameEn)} · {t('kind', { kind: order.productKind })}
        </Fact>
        <Fact label={t('grants')}>
          {t('grantsOf', {
            kind: order.productKind,
            concurrency: order.concurrency ?? 0,
            days: order.durationDays ?? 0,
            credit: money(order.creditFen ?? 0),
          })}
        </Fact>
        <Fact label={t('quantity')}>
          {order.quantity} × {money(order.unitPriceFen)}
        </Fact>
        <Fact label={t('listPrice')}>{money(order.listPriceFen)}</Fact>
        <Fact label={t('discount')}>{t('discountValue', { percent: order.discountPercent })}</Fact>
        <Fact label={t('payable')}>
          <span data-testid="order-payable">{money(order.payableFen)}</span>
        </Fact>
        <Fact label={t('method')}>{order.payMethod ? t('payMethod', { method: order.payMethod }) : '—'}</Fact>
        <Fact label={t('tradeNo')}>{order.tradeNo ?? '—'}</Fact>
        <Fact label={t('orderedAt')}>{when(order.createdAt)}</Fact>
        <Fact label={t('paidAt')}>{when(order.paidAt)}</Fact>
        <Fact label={t('completedAt')}>{when(order.completedAt)}</Fact>
        <Fact label={t('period')}>
          {order.startsAt || order.endsAt ? `${when(order.startsAt)} – ${when(order.endsAt)}` : '—'}
        </Fact>
        <Fact label={t('expiresAt')}>{when(order.expiresAt)}</Fact>
      </SimpleGrid>
    </Card>
  );
}

/** The audit history: every change of state, by whom, why; newest last, as it happened. */
function OrderHistory({ order }: { order: OperatorOrderDetail }) {
  const t = useTranslations('OperatorBilling');
  const formatMoment = useFormatMoment();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('history')}
      </Title>
      {order.history.length === 0 ? (
        <Text c="dimmed">{t('noHistory')}</Text>
      ) : (
        <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2} data-testid="order-history">
          {order.history.map((row) => (
            <Timeline.Item
              key={row.id}
              title={
                row.from
                  ? t('historyMove', {
                      from: t('status', { status: row.from }),
                      to: t('status', { status: row.to }),
                    })
                  : t('status', { status: row.to })
              }
            >
              <Text size="xs" c="dimmed">
                {formatMoment(row.at)} · {t('actor', { actor: row.actor })}
                {row.actorId ? ` (${row.actorId})` : ''}
              </Text>
              {row.note && <Text size="sm">{row.note}</Text>}
              {row.flag && (
                <Text size="sm" c="orange.9">
                  {t('historyFlag', { flag: row.flag })}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
