'use client';

import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { QueryState } from '@/components/ui/QueryState';
import type { OrderDetailDto } from '@/features/billing/contract';
import { failureText } from '@/lib/api-client/failure-text';
import { useCancelOrder } from '../../api/order-actions';
import { useOrder } from '../../api/orders';
import { Countdown } from '../pay/Countdown';
import { PayPanel } from '../pay/PayPanel';
import { GrantedPanel } from './GrantedPanel';
import { HistoryTimeline } from './HistoryTimeline';
import { OrderFacts } from './OrderFacts';
import { TransferPanel } from './TransferPanel';

/** One order (issue 22 §2): its fields, paying it, its voucher, the reviewer's note, its history. */
export function OrderDetailView({ orderNo }: { orderNo: string }) {
  const t = useTranslations('BillingCenter');
  const order = useOrder(orderNo);
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} href="/dashboard/order/list" size="sm">
        {t('detail.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('detail.title')}
      </Title>
      {orderNo === '' ? (
        <Alert color="gray">{t('detail.missing')}</Alert>
      ) : (
        <QueryState
          query={order}
          labels={{
            loading: t('common.loading'),
            loadFailed: t('detail.loadFailed'),
            retry: t('common.retry'),
          }}
        >
          {(detail) => <OrderBody order={detail} />}
        </QueryState>
      )}
    </Stack>
  );
}

function OrderBody({ order }: { order: OrderDetailDto }) {
  const t = useTranslations('BillingCenter');
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const cancellable = order.status === 'pending' || order.status === 'rejected';
  const transfer = order.payMethod === 'transfer';
  return (
    <Stack gap="lg" data-order-status={order.status}>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('detail.facts')}>
        <OrderFacts order={order} />
        {order.status === 'pending' && order.expiresAt && (
          <Group mt="md">
            <Countdown expiresAt={order.expiresAt} />
          </Group>
        )}
      </Card>
      {order.status === 'completed' && <GrantedPanel order={order} />}
      {order.status === 'reviewing' && (
        <Alert color="blue" title={t('status.reviewing')} data-testid="order-reviewing">
          {t('detail.reviewing', { days: order.bankAccount?.reviewDays ?? '1–5' })}
        </Alert>
      )}
      {order.status === 'rejected' && (
        <Alert color="red" title={t('detail.rejected')} data-testid="order-rejected">
          {order.auditNote ?? t('detail.noNote')}
        </Alert>
      )}
      {order.status === 'expired' && (
        <Alert color="gray" title={t('status.expired')}>
          <Text size="sm">{t('detail.expired')}</Text>
          <Button
            component={Link}
            href={`/dashboard/order/list?buy=${encodeURIComponent(order.productId)}`}
            size="xs"
            mt="sm"
          >
            {t('detail.orderAgain')}
          </Button>
        </Alert>
      )}
      {order.status === 'cancelled' && <Alert color="gray">{t('detail.cancelled')}</Alert>}
      {(transfer && order.status !== 'completed') || order.status === 'rejected' ? (
        <TransferPanel order={order} />
      ) : null}
      {order.status === 'pending' && <PayPanel key={order.payMethod ?? ''} order={order} />}
      {cancellable && (
        <Group>
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('detail.cancel')}
          </Button>
        </Group>
      )}
      {cancel.isError && (
        <Alert color="red" role="alert">
          {failureText(cancel.error, t('detail.cancelFailed'))}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-title">
        <Title order={2} size="h4" id="history-title" mb="sm">
          {t('detail.history')}
        </Title>
        <HistoryTimeline history={order.history} />
      </Card>
      <ConfirmDialog
        opened={confirming}
        title={t('detail.cancelTitle')}
        message={t('detail.cancelMessage', { orderNo: order.orderNo })}
        confirmLabel={t('detail.cancel')}
        cancelLabel={t('detail.keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(order.orderNo, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
