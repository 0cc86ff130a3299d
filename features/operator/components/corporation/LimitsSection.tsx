'use client';

import { Alert, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DataTable } from '@/components/ui/DataTable';
import { ToneBadge } from '@/components/ui/ToneBadge';
import type { CorporationDetailDto } from '@/features/operator/endpoints';
import { LIMIT_KINDS, LIMIT_VALUE_MAX, type LimitKind } from '@/features/plans/contract';
import { useChangeError, usePlanChange } from '../../api/plan-changes';

interface LimitRow {
  kind: LimitKind;
  value: number | null;
  fallback: number | null;
  overridden: boolean;
}

/** The corporation's limits: effective, the plan's default, which are its own; change one or give it back. */
export function LimitsSection({ corp, canManage }: { corp: CorporationDetailDto; canManage: boolean }) {
  const t = useTranslations('Operator');
  const [editing, setEditing] = useState<LimitRow | null>(null);
  const [restoring, setRestoring] = useState<LimitRow | null>(null);
  const rows: LimitRow[] = LIMIT_KINDS.map((kind) => ({
    kind,
    value: corp.limits[kind],
    fallback: corp.defaults[kind],
    overridden: corp.overridden.includes(kind),
  }));
  const shown = (value: number | null) =>
    value === null ? t('corporation.unlimited') : value.toLocaleString();
  const name = (kind: LimitKind) => t(`corporation.limit.${kind}`);

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('corporation.limitsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('corporation.limitsIntro')}
      </Text>
      <DataTable
        rows={rows}
        rowKey={(row) => row.kind}
        rowName={(row) => name(row.kind)}
        label={t('corporation.limitsTitle')}
        testId="corporation-limits"
        labels={{ actions: t('actions') }}
        rowProps={(row) => ({ 'data-limit': row.kind })}
        columns={[
          { key: 'kind', header: t('corporation.limitKind'), cell: (row) => name(row.kind) },
          {
            key: 'value',
            header: t('corporation.effective'),
            align: 'right',
            cell: (row) => <span data-testid={`limit-${row.kind}`}>{shown(row.value)}</span>,
          },
          {
            key: 'default',
            header: t('corporation.planDefault'),
            align: 'right',
            cell: (row) => shown(row.fallback),
          },
          {
            key: 'state',
            header: '',
            cell: (row) =>
              row.overridden ? (
                <ToneBadge tone="orange">{t('corporation.overridden')}</ToneBadge>
              ) : (
                <ToneBadge tone="gray">{t('corporation.byPlan')}</ToneBadge>
              ),
          },
        ]}
        rowActions={
          canManage
            ? (row) => [
                {
                  key: 'change',
                  label: t('corporation.changeLimit'),
                  ariaLabel: t('corporation.changeLimitOf', { limit: name(row.kind) }),
                  onClick: () => setEditing(row),
                },
                ...(row.overridden
                  ? [
                      {
                        key: 'restore',
                        label: t('corporation.restoreDefault'),
                        ariaLabel: t('corporation.restoreDefaultOf', { limit: name(row.kind) }),
                        onClick: () => setRestoring(row),
                      },
                    ]
                  : []),
              ]
            : undefined
        }
      />
      {editing && (
        <LimitDialog
          key={editing.kind}
          corpId={corp.corpId}
          row={editing}
          title={t('corporation.changeLimitOf', { limit: name(editing.kind) })}
          onClose={() => setEditing(null)}
        />
      )}
      {restoring && (
        <RestoreDialog
          corpId={corp.corpId}
          row={restoring}
          title={t('corporation.restoreDefaultOf', { limit: name(restoring.kind) })}
          message={t('corporation.restoreDefaultMessage', {
            limit: name(restoring.kind),
            value: shown(restoring.fallback),
          })}
          onClose={() => setRestoring(null)}
        />
      )}
    </Stack>
  );
}

function LimitDialog(props: { corpId: string; row: LimitRow; title: string; onClose: () => void }) {
  const t = useTranslations('Operator');
  const errorText = useChangeError();
  const change = usePlanChange(props.corpId, 'setLimit');
  const [value, setValue] = useState<number | string>(props.row.value ?? '');
  const save = () =>
    change.mutate({ limit: props.row.kind, value: Number(value) }, { onSuccess: props.onClose });
  return (
    <ConfirmDialog
      opened
      title={props.title}
      message={null}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      busy={change.isPending}
      onConfirm={save}
      onCancel={props.onClose}
    >
      <NumberInput
        label={t('corporation.newValue')}
        value={value}
        onChange={setValue}
        min={0}
        max={LIMIT_VALUE_MAX}
        allowDecimal={false}
        allowNegative={false}
        error={errorText(change.error)}
      />
    </ConfirmDialog>
  );
}

function RestoreDialog(props: {
  corpId: string;
  row: LimitRow;
  title: string;
  message: string;
  onClose: () => void;
}) {
  const t = useTranslations('Operator');
  const errorText = useChangeError();
  const change = usePlanChange(props.corpId, 'setLimit');
  return (
    <ConfirmDialog
      opened
      title={props.title}
      message={props.message}
      confirmLabel={t('corporation.restoreDefault')}
      cancelLabel={t('cancel')}
      busy={change.isPending}
      onConfirm={() => change.mutate({ limit: props.row.kind, value: null }, { onSuccess: props.onClose })}
      onCancel={props.onClose}
    >
      {change.error && <Alert color="red">{errorText(change.error)}</Alert>}
    </ConfirmDialog>
  );
}
