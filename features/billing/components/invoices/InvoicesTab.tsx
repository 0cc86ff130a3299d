'use client';

import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { DataTable } from '@/components/ui/DataTable';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import type { InvoiceDto } from '@/features/billing/contract/invoices';
import { failureText } from '@/lib/api-client/failure-text';
import { downloadInvoice, INVOICE_PAGE_SIZE, useInvoiceable, useInvoices } from '../../api/invoices';
import { useFormatFen } from '../money';
import { InvoiceRequestModal } from './InvoiceRequestModal';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/**
 * The billing center's invoices: the requests with their state, a request dialog over completed orders (certified
 * companies only: others are told why and where to certify), and the issued PDF to download.
 */
export function InvoicesTab() {
  const t = useTranslations('BillingCenter.invoices');
  const fen = useFormatFen();
  const moment = useFormatMoment();
  const [pageIndex, setPage] = useState(1);
  const invoices = useInvoices(pageIndex);
  const invoiceable = useInvoiceable();
  const [asking, setAsking] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const company = invoiceable.data?.company;
  const download = async (invoice: InvoiceDto) => {
    setDownloadError(null);
    try {
      await downloadInvoice(invoice.id, invoice.invoiceNumber);
    } catch (error) {
      setDownloadError(failureText(error, t('downloadFailed')));
    }
  };
  const state = (invoice: InvoiceDto) => (
    <Stack gap={2}>
      <InvoiceStatusBadge status={invoice.status} />
      {invoice.reason && (
        <Text size="xs" c="dimmed">
          {t('reason', { reason: invoice.reason })}
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack>
      {invoiceable.data && !company ? (
        <Alert color="blue" title={t('uncertifiedTitle')}>
          <Text size="sm">
            {t('uncertified')}{' '}
            <Anchor component={Link} href="/dashboard/account">
              {t('certify')}
            </Anchor>
          </Text>
        </Alert>
      ) : (
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {company ? t('forCompany', { name: company.name }) : ''}
          </Text>
          <Button onClick={() => setAsking(true)} disabled={!company}>
            {t('request')}
          </Button>
        </Group>
      )}
      {downloadError && (
        <Alert color="red" role="alert">
          {downloadError}
        </Alert>
      )}
      {invoices.isError ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => invoices.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <DataTable
          rows={invoices.data?.list ?? []}
          loading={invoices.isPending}
          rowKey={(invoice) => invoice.id}
          rowName={(invoice) => `${t(`type.${invoice.type}`)} · ${fen(invoice.amountFen)}`}
          rowProps={(invoice) => ({ 'data-status': invoice.status })}
          label={t('tableLabel')}
          testId="invoices-table"
          labels={{ loading: t('loading'), pages: t('pages'), actions: t('actions') }}
          minWidth={760}
          paging={{
            total: invoices.data?.total ?? 0,
            pageIndex,
            pageSize: INVOICE_PAGE_SIZE,
            onChange: setPage,
          }}
          columns={[
            { key: 'type', header: t('typeHeader'), cell: (invoice) => t(`type.${invoice.type}`) },
            { key: 'orders', header: t('orders'), cell: (invoice) => invoice.orderNos.join(', ') },
            { key: 'amount', header: t('amount'), align: 'right', cell: (invoice) => fen(invoice.amountFen) },
            { key: 'status', header: t('statusHeader'), cell: state },
            { key: 'number', header: t('number'), cell: (invoice) => invoice.invoiceNumber ?? '—' },
            {
              key: 'at',
              header: t('requestedAt'),
              nowrap: true,
              cell: (invoice) => moment(invoice.requestedAt),
            },
          ]}
          rowActions={(invoice) =>
            invoice.status === 'issued'
              ? [{ key: 'download', label: t('download'), onClick: () => void download(invoice) }]
              : []
          }
          card={(invoice) => (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t(`type.${invoice.type}`)} · {fen(invoice.amountFen)}
                </Text>
                {state(invoice)}
              </Group>
              <Text size="xs" c="dimmed">
                {invoice.orderNos.join(', ')} · {moment(invoice.requestedAt)}
              </Text>
              {invoice.invoiceNumber && (
                <Text size="xs">
                  {t('number')} {invoice.invoiceNumber}
                </Text>
              )}
            </Stack>
          )}
          empty={
            <Text c="dimmed" size="sm">
              {t('empty')}
            </Text>
          }
        />
      )}
      {company && invoiceable.data && (
        <InvoiceRequestModal
          opened={asking}
          onClose={() => setAsking(false)}
          company={company}
          orders={invoiceable.data.orders}
        />
      )}
    </Stack>
  );
}
