'use client';

import { Alert, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DataTable } from '@/components/ui/DataTable';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { CorporationDetailDto } from '@/features/operator/endpoints';
import type { GrantRow } from '@/features/plans/contract';
import { useChangeError, usePlanChange } from '../../api/plan-changes';
import { endOfDay } from './PlanDialogs';

/** The corporation's grants of concurrent conversations; add one, or end one now. */
export function GrantsSection({ corp, canManage }: { corp: CorporationDetailDto; canManage: boolean }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [ending, setEnding] = useState<GrantRow | null>(null);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('corporation.grantsTitle')}
        </Title>
        {canManage && <AddGrantButton corpId={corp.corpId} />}
      </Group>
      <Text size="sm" c="dimmed">
        {t('corporation.grantsIntro')}
      </Text>
      <DataTable
        rows={corp.grants}
        rowKey={(row) => row.grantId}
        rowName={(row) => `${t('corporation.grantSource', { source: row.source })} ${row.concurrency}`}
        label={t('corporation.grantsTitle')}
        testId="corporation-grants"
        labels={{ actions: t('actions') }}
        empty={t('corporation.noGrants')}
        columns={[
          {
            key: 'source',
            header: t('corporation.source'),
            cell: (row) => t('corporation.grantSource', { source: row.source }),
          },
          {
            key: 'concurrency',
            header: t('corporation.concurrency'),
            align: 'right',
            cell: (row) => row.concurrency,
          },
          { key: 'starts', header: t('corporation.starts'), cell: (row) => formatDay(row.startsAt) },
          { key: 'ends', header: t('corporation.ends'), cell: (row) => formatDay(row.endsAt) },
          {
            key: 'state',
            header: t('status'),
            cell: (row) => (
              <ToneBadge tone={row.active ? 'teal' : 'gray'}>
                {t('corporation.grantState', { active: String(row.active) })}
              </ToneBadge>
            ),
          },
        ]}
        rowActions={
          canManage
            ? (row) =>
                row.active && row.source !== 'trial'
                  ? [
                      {
                        key: 'end',
                        label: t('corporation.endGrant'),
                        ariaLabel: t('corporation.endGrantOf', {
                          concurrency: row.concurrency,
                          date: formatDay(row.endsAt),
                        }),
                        color: 'red',
                        onClick: () => setEnding(row),
                      },
                    ]
                  : []
            : undefined
        }
      />
      {ending && <EndGrantDialog corpId={corp.corpId} grant={ending} onClose={() => setEnding(null)} />}
    </Stack>
  );
}

function EndGrantDialog({
  corpId,
  grant,
  onClose,
}: {
  corpId: string;
  grant: GrantRow;
  onClose: () => void;
}) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const errorText = useChangeError();
  const change = usePlanChange(corpId, 'endGrant');
  return (
    <ConfirmDialog
      opened
      destructive
      title={t('corporation.endGrantOf', { concurrency: grant.concurrency, date: formatDay(grant.endsAt) })}
      message={t('corporation.endGrantMessage')}
      confirmLabel={t('corporation.endGrant')}
      cancelLabel={t('cancel')}
      busy={change.isPending}
      onConfirm={() => change.mutate({ grantId: grant.grantId }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      {change.error && <Alert color="red">{errorText(change.error)}</Alert>}
    </ConfirmDialog>
  );
}

function AddGrantButton({ corpId }: { corpId: string }) {
  const t = useTranslations('Operator');
  const errorText = useChangeError();
  const [open, setOpen] = useState(false);
  const [concurrency, setConcurrency] = useState<number | string>(1);
  const [day, setDay] = useState('');
  const change = usePlanChange(corpId, 'addGrant');
  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <>
      <Button size="compact-sm" onClick={() => setOpen(true)}>
        {t('corporation.addGrant')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('corporation.addGrant')}
        message={null}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={change.isPending}
        onConfirm={() =>
          day &&
          change.mutate({ concurrency: Number(concurrency), endsAt: endOfDay(day) }, { onSuccess: close })
        }
        onCancel={close}
      >
        <NumberInput
          label={t('corporation.concurrency')}
          value={concurrency}
          onChange={setConcurrency}
          min={1}
          allowDecimal={false}
          allowNegative={false}
        />
        <TextInput
          type="date"
          label={t('corporation.grantEndsAt')}
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
        />
        {change.error && <Alert color="red">{errorText(change.error)}</Alert>}
      </ConfirmDialog>
    </>
  );
}
