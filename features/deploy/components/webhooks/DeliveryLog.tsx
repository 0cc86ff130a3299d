'use client';

import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
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
        {(page) =>
          page.list.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('empty')}
            </Alert>
          ) : (
            <>
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing="xs" aria-label={t('legend')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('event')}</Table.Th>
                      <Table.Th>{t('status')}</Table.Th>
                      <Table.Th>{t('attempts')}</Table.Th>
                      <Table.Th>{t('httpStatus')}</Table.Th>
                      <Table.Th>{t('lastError')}</Table.Th>
                      <Table.Th>{t('created')}</Table.Th>
                      <Table.Th>{t('lastAttempt')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.list.map((delivery) => (
                      <Table.Tr key={delivery.deliveryId} data-delivery={delivery.deliveryId}>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {delivery.event}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <DeliveryStatusBadge status={delivery.status} />
                        </Table.Td>
                        <Table.Td>
                          {delivery.status === 'pending'
                            ? `${delivery.attempts}/${WEBHOOK_MAX_ATTEMPTS}`
                            : delivery.attempts}
                        </Table.Td>
                        <Table.Td>{delivery.lastStatusCode ?? t('none')}</Table.Td>
                        <Table.Td>
                          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                            {delivery.lastErrorMessage ?? t('none')}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs">{when(delivery.createTime)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs">{when(delivery.lastAttemptTime)}</Text>
                          {delivery.nextAttemptTime && (
                            <Text size="xs" c="dimmed">
                              {t('nextAttempt', { time: when(delivery.nextAttemptTime) })}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {delivery.status === 'failed' && <RetryButton delivery={delivery} />}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {page.total > DELIVERIES_PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(page.total / DELIVERIES_PAGE_SIZE)}
                  value={pageIndex}
                  onChange={setPageIndex}
                  size="sm"
                  aria-label={t('pagination')}
                />
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
