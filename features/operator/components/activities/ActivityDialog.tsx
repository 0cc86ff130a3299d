'use client';

import { Alert, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import {
  ACTIVITY_AUDIENCES,
  type ActivityAudience,
  type DiscountKind,
  type OperatorActivityDto,
  fromChinaInput,
  toChinaInput,
} from '@/features/activities/contract';
import { useActivityChanges } from '../../api/activities';
import { useProducts } from '../../api/billing';
import { useChangeError } from '../../api/plan-changes';

/** "12.34" → 1234 from the digits (never through a float); null for anything else. */
function yuanToFen(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{0,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}
const fenToYuanText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const DAY = 86_400_000;

/**
 * A promotion's fields: texts in both languages, the period in China time, the audience and an optional discount on
 * one product (percent off, or yuan off sent as fen).
 */
export function ActivityDialog({
  activity,
  onClose,
}: {
  activity: OperatorActivityDto | null;
  onClose: () => void;
}) {
  const t = useTranslations('OperatorActivities');
  const errorText = useChangeError();
  const products = useProducts();
  const { create, update } = useActivityChanges();
  const change = activity ? update : create;
  const [now] = useState(() => Date.now());
  const [titleZh, setTitleZh] = useState(activity?.titleZh ?? '');
  const [titleEn, setTitleEn] = useState(activity?.titleEn ?? '');
  const [textZh, setTextZh] = useState(activity?.textZh ?? '');
  const [textEn, setTextEn] = useState(activity?.textEn ?? '');
  const [startsAt, setStartsAt] = useState(toChinaInput(activity?.startsAt ?? new Date(now).toISOString()));
  const [endsAt, setEndsAt] = useState(
    toChinaInput(activity?.endsAt ?? new Date(now + 7 * DAY).toISOString()),
  );
  const [audience, setAudience] = useState<ActivityAudience>(activity?.audience ?? 'all');
  const [productId, setProductId] = useState<string | null>(activity?.discount?.productId ?? null);
  const [kind, setKind] = useState<DiscountKind>(activity?.discount?.kind ?? 'percent');
  const [percent, setPercent] = useState<number | string>(
    activity?.discount?.kind === 'percent' ? activity.discount.value / 100 : 10,
  );
  const [amount, setAmount] = useState(
    activity?.discount?.kind === 'amount' ? fenToYuanText(activity.discount.value) : '',
  );
  const [checked, setChecked] = useState(false);

  const start = fromChinaInput(startsAt);
  const end = fromChinaInput(endsAt);
  const value =
    kind === 'percent' ? (typeof percent === 'number' ? Math.round(percent * 100) : null) : yuanToFen(amount);
  const missing = (text: string) => (checked && !text.trim() ? t('required') : undefined);
  const periodWrong = checked && start && end && Date.parse(end) <= Date.parse(start);
  const valid =
    titleZh.trim() &&
    titleEn.trim() &&
    textZh.trim() &&
    textEn.trim() &&
    start &&
    end &&
    Date.parse(end) > Date.parse(start) &&
    (!productId || (value !== null && value > 0));

  const save = () => {
    setChecked(true);
    if (!valid || !start || !end) return;
    const fields = {
      titleZh,
      titleEn,
      textZh,
      textEn,
      startsAt: start,
      endsAt: end,
      audience,
      discount: productId && value ? { productId, kind, value } : null,
    };
    if (activity) update.mutate({ activityId: activity.activityId, ...fields }, { onSuccess: onClose });
    else create.mutate(fields, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      opened
      title={activity ? t('editOf', { title: activity.titleZh }) : t('new')}
      message={null}
      confirmLabel={t('save')}
      cancelLabel={t('cancel')}
      busy={change.isPending}
      onConfirm={save}
      onCancel={onClose}
    >
      <SimpleGrid cols={2}>
        <TextInput
          label={t('titleZh')}
          required
          maxLength={60}
          value={titleZh}
          error={missing(titleZh)}
          onChange={(e) => setTitleZh(e.currentTarget.value)}
        />
        <TextInput
          label={t('titleEn')}
          required
          maxLength={120}
          value={titleEn}
          error={missing(titleEn)}
          onChange={(e) => setTitleEn(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('textZh')}
        required
        maxLength={500}
        autosize
        minRows={2}
        value={textZh}
        error={missing(textZh)}
        onChange={(e) => setTextZh(e.currentTarget.value)}
      />
      <Textarea
        label={t('textEn')}
        required
        maxLength={1000}
        autosize
        minRows={2}
        value={textEn}
        error={missing(textEn)}
        onChange={(e) => setTextEn(e.currentTarget.value)}
      />
      <SimpleGrid cols={2}>
        <TextInput
          type="datetime-local"
          label={t('startsAt')}
          required
          value={startsAt}
          error={checked && !start ? t('required') : undefined}
          onChange={(e) => setStartsAt(e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('endsAt')}
          required
          value={endsAt}
          error={
            (checked && !end ? t('required') : undefined) ?? (periodWrong ? t('endBeforeStart') : undefined)
          }
          onChange={(e) => setEndsAt(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Select
        label={t('audienceHeader')}
        allowDeselect={false}
        value={audience}
        onChange={(next) => next && setAudience(next as ActivityAudience)}
        data={ACTIVITY_AUDIENCES.map((option) => ({
          value: option,
          label: t('audience', { audience: option }),
        }))}
      />
      <Select
        label={t('product')}
        clearable
        placeholder={t('noDiscount')}
        value={productId}
        onChange={setProductId}
        data={(products.data ?? []).map((product) => ({ value: product.productId, label: product.nameZh }))}
      />
      {productId && (
        <SimpleGrid cols={2}>
          <Select
            label={t('discountKind')}
            allowDeselect={false}
            value={kind}
            onChange={(next) => next && setKind(next as DiscountKind)}
            data={(['percent', 'amount'] as const).map((option) => ({
              value: option,
              label: t('kind', { kind: option }),
            }))}
          />
          {kind === 'percent' ? (
            <NumberInput
              label={t('percentValue')}
              required
              min={0.01}
              max={100}
              decimalScale={2}
              allowNegative={false}
              value={percent}
              onChange={setPercent}
            />
          ) : (
            <TextInput
              label={t('amountValue')}
              required
              inputMode="decimal"
              value={amount}
              error={checked && (value === null || value === 0) ? t('required') : undefined}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          )}
        </SimpleGrid>
      )}
      {change.error && <Alert color="red">{errorText(change.error)}</Alert>}
    </ConfirmDialog>
  );
}
