'use client';

import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { ContinuationRow } from '@/features/operator/contract';
import { useAnswerContinuation, useContinuations } from '../api/hooks';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Customers' requests to continue after the trial: approve (extends the trial) or reject with a reason. */
export function ContinuationsView({ canReview }: { canReview: boolean }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const query = useContinuations({ status: status === 'all' ? undefined : status, page });
  const [answering, setAnswering] = useState<{ row: ContinuationRow; kind: 'approve' | 'reject' } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('menuContinuations')}
      </Title>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        data={[
          ...STATUSES.map((value) => ({ value, label: t('continuationStatus', { status: value }) })),
          { value: 'all', label: t('all') },
        ]}
      />
      {done && (
        <Alert color="teal" withCloseButton onClose={() => setDone(null)} data-testid="answer-done">
          {done}
        </Alert>
      )}
      <QueryState
        query={query}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) =>
          data.list.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('company')}</Table.Th>
                    <Table.Th>{t('contact')}</Table.Th>
                    <Table.Th>{t('message')}</Table.Th>
                    <Table.Th>{t('trialEnds')}</Table.Th>
                    <Table.Th>{t('requested')}</Table.Th>
                    <Table.Th>{t('status')}</Table.Th>
                    {canReview && <Table.Th>{t('actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((row) => (
                    <Table.Tr key={row.id} data-testid="continuation-row">
                      <Table.Td>{row.companyName}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.contactName}</Text>
                        <Text size="xs" c="dimmed">
                          {row.email} · {row.phone}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={320}>
                        <Text size="sm" lineClamp={3}>
                          {row.message}
                        </Text>
                        {row.rejectReason && (
                          <Text size="xs" c="orange">
                            {t('reasonShown', { reason: row.rejectReason })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{formatDay(row.trialEndsAt)}</Table.Td>
                      <Table.Td>{formatDay(row.createdAt)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{t('continuationStatus', { status: row.status })}</Badge>
                      </Table.Td>
                      {canReview && (
                        <Table.Td>
                          {row.status === 'pending' && (
                            <Group gap="xs" wrap="nowrap">
                              <Button size="xs" onClick={() => setAnswering({ row, kind: 'approve' })}>
                                {t('approve')}
                              </Button>
                              <Button
                                size="xs"
                                variant="light"
                                color="red"
                                onClick={() => setAnswering({ row, kind: 'reject' })}
                              >
                                {t('reject')}
                              </Button>
                            </Group>
                          )}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.total > data.pageSize && (
                <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
              )}
            </>
          )
        }
      </QueryState>
      {answering && (
        <AnswerModal
          {...answering}
          onClose={() => setAnswering(null)}
          onDone={(message) => {
            setAnswering(null);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}

function AnswerModal({
  row,
  kind,
  onClose,
  onDone,
}: {
  row: ContinuationRow;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const { approve, reject } = useAnswerContinuation();
  const [days, setDays] = useState<number | string>(30);
  const [reason, setReason] = useState('');
  const mutation = kind === 'approve' ? approve : reject;
  const confirm = () => {
    if (kind === 'approve')
      approve.mutate(
        { id: row.id, days: Number(days) || 30 },
        {
          onSuccess: (answer) =>
            onDone(t('approved', { date: formatDay((answer as { trialEndsAt: string }).trialEndsAt) })),
        },
      );
    else reject.mutate({ id: row.id, reason }, { onSuccess: () => onDone(t('rejectedDone')) });
  };
  return (
    <Modal opened onClose={onClose} title={kind === 'approve' ? t('approveTitle') : t('rejectTitle')}>
      <Stack>
        <Text fw={600}>{row.companyName}</Text>
        {kind === 'approve' ? (
          <NumberInput
            label={t('approveDays')}
            description={t('approveHint')}
            min={1}
            max={366}
            value={days}
            onChange={setDays}
          />
        ) : (
          <Textarea
            label={t('rejectReason')}
            required
            autosize
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        )}
        {mutation.error && (
          <Alert color="red" role="alert">
            {mutation.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={confirm}
            loading={mutation.isPending}
            color={kind === 'approve' ? undefined : 'red'}
          >
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
