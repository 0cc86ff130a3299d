'use client';

import { Alert, Button, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ARREARS_POLICIES, type ArrearsPolicy, type StandingDto } from '@/features/billing/contract';
import { useLedgerEntry, useSetTerms } from '../../api/billing';
import { useChangeError } from '../../api/plan-changes';
import { fenToYuanText, yuanToFen } from './money';
import { useMoney } from './OrderStatusBadge';

/**
 * A refund or an adjustment: the operator types yuan (never a signed number: credit or debit is chosen apart, so a
 * stray minus cannot turn a refund into a charge) and a required reason; the ledger gets one row.
 */
export function LedgerEntryButton({ corpId }: { corpId: string }) {
  const t = useTranslations('OperatorBilling');
  const errorText = useChangeError();
  const money = useMoney();
  const entry = useLedgerEntry();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'refund' | 'adjustment'>('refund');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [orderNo, setOrderNo] = useState('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const fen = yuanToFen(amount);
  const amountError = checked && (fen === null || fen === 0) ? t('amountInvalid') : undefined;
  const noteError = checked && !note.trim() ? t('noteRequired') : undefined;
  const close = () => {
    setOpen(false);
    setAmount('');
    setNote('');
    setOrderNo('');
    setChecked(false);
    entry.reset();
  };
  const confirm = () => {
    setChecked(true);
    if (fen === null || fen === 0 || !note.trim()) return;
    entry.mutate(
      {
        corpId,
        kind,
        amountFen: direction === 'credit' ? fen : -fen,
        orderNo: orderNo.trim() || undefined,
        note,
      },
      { onSuccess: close },
    );
  };
  return (
    <>
      <Button size="compact-sm" onClick={() => setOpen(true)}>
        {t('newEntry')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('newEntry')}
        message={t('newEntryIntro')}
        confirmLabel={t('book')}
        cancelLabel={t('cancel')}
        busy={entry.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <Stack gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as typeof kind)}
            aria-label={t('ledgerKindHeader')}
            data={(['refund', 'adjustment'] as const).map((value) => ({
              value,
              label: t('ledgerKind', { kind: value }),
            }))}
          />
          <SegmentedControl
            value={direction}
            onChange={(value) => setDirection(value as typeof direction)}
            aria-label={t('direction')}
            data={(['credit', 'debit'] as const).map((value) => ({
              value,
              label: t('directionOf', { direction: value }),
            }))}
          />
          <TextInput
            label={t('amountYuan')}
            required
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={amountError}
            description={
              fen
                ? t('entryPreview', { amount: money(direction === 'credit' ? fen : -fen) })
                : t('amountHint')
            }
          />
          <TextInput
            label={t('entryOrderNo')}
            value={orderNo}
            maxLength={40}
            onChange={(event) => setOrderNo(event.currentTarget.value)}
          />
          <Textarea
            label={t('note')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={note}
            error={noteError}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {entry.error && <Alert color="red">{errorText(entry.error)}</Alert>}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** The credit limit (how far below zero the balance may go) and what arrears beyond it stop. */
export function TermsButton({ standing }: { standing: StandingDto & { corpId: string } }) {
  const t = useTranslations('OperatorBilling');
  const errorText = useChangeError();
  const terms = useSetTerms();
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(fenToYuanText(standing.creditLimitFen));
  const [policy, setPolicy] = useState<ArrearsPolicy>(standing.arrearsPolicy);
  const fen = yuanToFen(limit);
  const close = () => {
    setOpen(false);
    terms.reset();
  };
  const start = () => {
    setLimit(fenToYuanText(standing.creditLimitFen));
    setPolicy(standing.arrearsPolicy);
    setOpen(true);
  };
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={start}>
        {t('setTerms')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('setTerms')}
        message={<Text size="sm">{t('termsIntro')}</Text>}
        confirmLabel={t('save')}
        cancelLabel={t('cancel')}
        busy={terms.isPending}
        onConfirm={() =>
          fen !== null &&
          terms.mutate(
            { corpId: standing.corpId, creditLimitFen: fen, arrearsPolicy: policy },
            { onSuccess: close },
          )
        }
        onCancel={close}
      >
        <TextInput
          label={t('creditLimitYuan')}
          inputMode="decimal"
          value={limit}
          onChange={(event) => setLimit(event.currentTarget.value)}
          error={fen === null ? t('amountInvalid') : undefined}
        />
        <Select
          label={t('arrearsPolicy')}
          allowDeselect={false}
          value={policy}
          onChange={(value) => value && setPolicy(value as ArrearsPolicy)}
          data={ARREARS_POLICIES.map((value) => ({ value, label: t('policyOption', { policy: value }) }))}
        />
        {terms.error && <Alert color="red">{errorText(terms.error)}</Alert>}
      </ConfirmDialog>
    </>
  );
}
