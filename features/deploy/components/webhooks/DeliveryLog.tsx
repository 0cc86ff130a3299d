'use client';

import { Alert, Badge, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import {
  DELIVERIES_PAGE_SIZE,
  useDeliveries,
  useRetryDelivery,
} from '@/features/deploy/api/webhook-deliveries';
import {
  DELIVERY_STATUSES,
  WEBHOOK_MAX_ATTEMPTS,
  type DeliveryStatus,
  type WebhookDeliveryDto,
} from '@/features/deploy/contract/webhooks';
import { DataTable } from '@/components/ui/DataTable';

const COLORS: Record<DeliveryStatus, string> = { pending: 'blue', delivered: 'teal', failed: 'red' };

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const t = useTranslations('Webhooks.status');
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      leftSection={status === 'pending' ? <Loader size={10} color={COLORS.pending} aria-hidden /> : undefined}
    >
      {t(status)}
    </Badge>
  );
}

function RetryButton({ delivery }: { delivery: WebhookDeliveryDto }) {
  const t = useTranslations('Webhooks.log');
  const retry = useRetryDelivery();
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-xs"
        variant="light"
        loading={retry.isPending}
        onClick={() => retry.mutate(delivery.deliveryId)}
      >
        {t('retryNow')}
      </Button>
      {retry.isError && (
        <Text size="xs" c="red" role="alert">
          {t('retryFailed')}
        </Text>
      )}
    </Stack>
  );
}

/** The account's deliveries, newest first: what was sent, how it went, and "retry now" for the failed ones. */
export function DeliveryLog() {
  const t = useTranslations('Webhooks.log');
  const tw = useTranslations('Webhooks');
  const format = useFormatter();
  const [pageIndex, setPageIndex] = useState(1);
  const [status, setStatus] = useState<DeliveryStatus | 'all'>('all');
  const query = { pageIndex, pageSize: DELIVERIES_PAGE_SIZE, ...(status === 'all' ? {} : { status }) };
  const deliveries = useDeliveries(query);
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' }) : t('none');

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t('filter')}
          value={status}
          onChange={(value) => {
            setStatus(value as DeliveryStatus | 'all');
            setPageIndex(1);
          }}
          data={[
            { value: 'all', label: t('all') },
            ...DELIVERY_STATUSES.map((value) => ({ value, label: tw(`status.${value}`) })),
          ]}
        />
        <Button
          size="xs"
          variant="default"
          onClick={() => void deliveries.refetch()}
          loading={deliveries.isFetching}
        >
          {t('refresh')}
        </Button>
      </Group>
      <QueryState
        query={deliveries}
        labels={{ loading: tw('loading'), loadFailed: t('loadFailed'), retry: tw('retry') }}
      >
        {(page) => (
          <DataTable
            rows={page.list}
            rowKey={(delivery) => delivery.deliveryId}
            rowName={(delivery) => delivery.event}
            rowProps={(delivery) => ({ 'data-delivery': delivery.deliveryId })}
            label={t('legend')}
            labels={{ pages: t('pagination') }}
            minWidth={760}
            columns={[
              {
                key: 'event',
                header: t('event'),
                cell: (delivery) => (
                  <Text size="sm" ff="monospace">
                    {delivery.event}
                  </Text>
                ),
              },
              {
                key: 'status',
                header: t('status'),
                cell: (delivery) => <DeliveryStatusBadge status={delivery.status} />,
              },
              {
                key: 'attempts',
                header: t('attempts'),
                cell: (delivery) =>
                  delivery.status === 'pending'
                    ? `${delivery.attempts}/${WEBHOOK_MAX_ATTEMPTS}`
                    : delivery.attempts,
              },
              {
                key: 'httpStatus',
                header: t('httpStatus'),
                cell: (delivery) => delivery.lastStatusCode ?? t('none'),
              },
              {
                key: 'lastError',
                header: t('lastError'),
                cell: (delivery) => (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {delivery.lastErrorMessage ?? t('none')}
                  </Text>
                ),
              },
              {
                key: 'created',
                header: t('created'),
                cell: (delivery) => <Text size="xs">{when(delivery.createTime)}</Text>,
              },
              {
                key: 'lastAttempt',
                header: t('lastAttempt'),
                cell: (delivery) => (
                  <>
                    <Text size="xs">{when(delivery.lastAttemptTime)}</Text>
                    {delivery.nextAttemptTime && (
                      <Text size="xs" c="dimmed">
                        {t('nextAttempt', { time: when(delivery.nextAttemptTime) })}
                      </Text>
                    )}
                  </>
                ),
              },
            ]}
            rowActions={(delivery) => [
              delivery.status === 'failed' ? <RetryButton key="retry" delivery={delivery} /> : null,
            ]}
            paging={{
              total: page.total,
              pageIndex,
              pageSize: DELIVERIES_PAGE_SIZE,
              onChange: setPageIndex,
            }}
            empty={
              <Alert variant="light" color="gray">
                {t('empty')}
              </Alert>
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
