'use client';

import { withBasePath } from '@/lib/config/base-path';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  type OperatorInvoiceRow,
} from '@/features/billing/contract/invoices';
import { OperatorTable } from '../OperatorTable';
import { invoicePdfUrl, useDecideInvoice, useInvoiceQueue } from './invoice-queries';
import { useMoney } from './OrderStatusBadge';

type Deciding = { kind: 'issue' | 'reject'; row: OperatorInvoiceRow } | null;

/**
 * Invoice requests (issue 22 §1): waiting ones first, oldest first, with the counts per status. Issuing takes the
 * invoice number and the PDF (the server checks it is one by its content); rejecting takes the reason the customer
 * reads. Both are audited and mailed.
 */
export function InvoiceQueueView() {
  const t = useTranslations('OperatorInvoices');
  const moment = useFormatMoment();
  const money = useMoney();
  const [status, setStatus] = useState<InvoiceStatus>('requested');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useInvoiceQueue({ status, pageIndex });
  const counts = query.data?.counts;
  const [deciding, setDeciding] = useState<Deciding>(null);
  return (
    <Stack>
      <PageHeader title={t('title')} intro={t('intro')} size="h3" />
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as InvoiceStatus);
          setPageIndex(1);
        }}
        data={INVOICE_STATUSES.map((value) => ({
          value,
          label: `${t(`status.${value}`)} (${counts?.[value] ?? 0})`,
        }))}
        style={{ alignSelf: 'flex-start' }}
        data-testid="invoice-status"
      />
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('title')}
        testId="invoice-queue"
        rowKey={(row) => row.id}
        rowName={(row) => `${row.title} · ${money(row.amountFen)}`}
        rowProps={(row) => ({ 'data-testid': 'invoice-row', 'data-status': row.status })}
        columns={[
          {
            key: 'title',
            header: t('titleHeader'),
            maxWidth: 260,
            cell: (row) => (
              <>
                <Text size="sm">{row.title}</Text>
                <Text size="xs" c="dimmed">
                  {row.taxpayerId}
                </Text>
              </>
            ),
          },
          { key: 'type', header: t('type'), cell: (row) => t(`types.${row.type}`) },
          {
            key: 'orders',
            header: t('orders'),
            maxWidth: 220,
            cell: (row) => <Text size="xs">{row.orderNos.join(', ')}</Text>,
          },
          {
            key: 'amount',
            header: t('amount'),
            align: 'right',
            nowrap: true,
            cell: (row) => money(row.amountFen),
          },
          {
            key: 'details',
            header: t('details'),
            maxWidth: 260,
            cell: (row) => (
              <Text size="xs">
                {row.email}
                {row.type === 'special' &&
                  ` · ${row.bankName} ${row.bankAccountNo} · ${row.address} · ${row.phone}`}
                {row.reason && ` · ${t('reason', { reason: row.reason })}`}
              </Text>
            ),
          },
          { key: 'at', header: t('requestedAt'), nowrap: true, cell: (row) => moment(row.requestedAt) },
        ]}
        rowActions={(row) =>
          row.status === 'requested'
            ? [
                { key: 'issue', label: t('issue'), onClick: () => setDeciding({ kind: 'issue', row }) },
                {
                  key: 'reject',
                  label: t('reject'),
                  color: 'red',
                  onClick: () => setDeciding({ kind: 'reject', row }),
                },
              ]
            : row.status === 'issued'
              ? [
                  <Anchor
                    key="pdf"
                    href={withBasePath(invoicePdfUrl(row.id))}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                  >
                    {t('pdf', { number: row.invoiceNumber ?? '' })}
                  </Anchor>,
                ]
              : []
        }
      />
      {deciding && <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}

function DecisionDialog({ deciding, onClose }: { deciding: NonNullable<Deciding>; onClose: () => void }) {
  const t = useTranslations('OperatorInvoices');
  const money = useMoney();
  const { issue, reject } = useDecideInvoice();
  const [invoiceNumber, setNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = deciding.kind === 'issue' ? issue : reject;
  const submit = () => {
    if (deciding.kind === 'issue') {
      if (!invoiceNumber.trim() || !file) return setMissing(true);
      issue.mutate(
        { id: deciding.row.id, invoiceNumber: invoiceNumber.trim(), file },
        { onSuccess: onClose },
      );
    } else {
      if (!reason.trim()) return setMissing(true);
      reject.mutate({ id: deciding.row.id, reason: reason.trim() }, { onSuccess: onClose });
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(deciding.kind === 'issue' ? 'issueTitle' : 'rejectTitle')}>
      <Stack>
        <Text size="sm">
          {deciding.row.title} · {money(deciding.row.amountFen)}
        </Text>
        {deciding.kind === 'issue' ? (
          <>
            <TextInput
              label={t('invoiceNumber')}
              value={invoiceNumber}
              onChange={(event) => setNumber(event.currentTarget.value)}
              error={missing && !invoiceNumber.trim() ? t('required') : undefined}
              required
            />
            <FileInput
              label={t('file')}
              placeholder={t('filePlaceholder')}
              accept="application/pdf"
              value={file}
              onChange={setFile}
              error={missing && !file ? t('required') : undefined}
              required
            />
          </>
        ) : (
          <Textarea
            label={t('reasonLabel')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={missing && !reason.trim() ? t('required') : undefined}
            autosize
            minRows={3}
            required
          />
        )}
        {mutation.error && (
          <Alert color="red" role="alert">
            {mutation.error.message || t('failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={mutation.isPending}
            color={deciding.kind === 'reject' ? 'red' : undefined}
          >
            {t(deciding.kind === 'issue' ? 'confirmIssue' : 'confirmReject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
