'use client';

import { Alert, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PRODUCT_KINDS, type ProductDto, type ProductKind } from '@/features/billing/contract';
import { useProductChanges } from '../../api/billing';
import { useChangeError } from '../../api/plan-changes';
import { fenToYuanText, yuanToFen } from './money';

const whole = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * A product's fields: names in both languages, what it grants (per kind: concurrency and days, the plan, or credit),
 * the price in yuan (sent as fen), the order on the price list, and whether it is on sale.
 */
export function ProductDialog({ product, onClose }: { product: ProductDto | null; onClose: () => void }) {
  const t = useTranslations('OperatorBilling');
  const errorText = useChangeError();
  const { create, update } = useProductChanges();
  const change = product ? update : create;
  const [kind, setKind] = useState<ProductKind>(product?.kind ?? 'concurrency');
  const [nameZh, setNameZh] = useState(product?.nameZh ?? '');
  const [nameEn, setNameEn] = useState(product?.nameEn ?? '');
  const [concurrency, setConcurrency] = useState<number | string>(product?.concurrency ?? 1);
  const [days, setDays] = useState<number | string>(product?.durationDays ?? 30);
  // A concurrency package's conversations and an offline licence's devices are both `concurrency`, with days.
  const hasSeats = kind === 'concurrency' || kind === 'offline';
  const [credit, setCredit] = useState(product?.creditFen ? fenToYuanText(product.creditFen) : '');
  const [price, setPrice] = useState(product ? fenToYuanText(product.priceFen) : '');
  const [sort, setSort] = useState<number | string>(product?.sort ?? 0);
  const [active, setActive] = useState(product?.active ?? true);
  const [checked, setChecked] = useState(false);

  const priceFen = yuanToFen(price);
  const creditFen = kind === 'topup' ? yuanToFen(credit) : null;
  const missing = (value: string) => (checked && !value.trim() ? t('required') : undefined);
  const valid =
    nameZh.trim() &&
    nameEn.trim() &&
    priceFen !== null &&
    (kind !== 'topup' || (creditFen !== null && creditFen > 0)) &&
    (!hasSeats || (whole(concurrency) !== null && whole(days) !== null));

  const save = () => {
    setChecked(true);
    if (!valid || priceFen === null) return;
    const fields = {
      kind,
      nameZh,
      nameEn,
      concurrency: hasSeats ? whole(concurrency) : null,
      durationDays: hasSeats ? whole(days) : null,
      creditFen,
      priceFen,
      sort: whole(sort) ?? 0,
    };
    if (product) update.mutate({ productId: product.productId, ...fields, active }, { onSuccess: onClose });
    else create.mutate(fields, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      opened
      title={product ? t('editOf', { name: product.nameZh }) : t('newProduct')}
      message={null}
      confirmLabel={t('save')}
      cancelLabel={t('cancel')}
      busy={change.isPending}
      onConfirm={save}
      onCancel={onClose}
    >
      <Select
        label={t('kindHeader')}
        allowDeselect={false}
        value={kind}
        onChange={(value) => value && setKind(value as ProductKind)}
        data={PRODUCT_KINDS.map((value) => ({ value, label: t('kind', { kind: value }) }))}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('nameZh')}
          required
          maxLength={60}
          value={nameZh}
          error={missing(nameZh)}
          onChange={(e) => setNameZh(e.currentTarget.value)}
        />
        <TextInput
          label={t('nameEn')}
          required
          maxLength={60}
          value={nameEn}
          error={missing(nameEn)}
          onChange={(e) => setNameEn(e.currentTarget.value)}
        />
      </SimpleGrid>
      {hasSeats && (
        <SimpleGrid cols={2}>
          <NumberInput
            label={t(kind === 'offline' ? 'devicesPerLicence' : 'concurrency')}
            required
            min={1}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            value={concurrency}
            onChange={setConcurrency}
          />
          <NumberInput
            label={t('durationDays')}
            required
            min={1}
            max={3660}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            onChange={setDays}
          />
        </SimpleGrid>
      )}
      {kind === 'topup' && (
        <TextInput
          label={t('creditYuan')}
          required
          inputMode="decimal"
          value={credit}
          onChange={(e) => setCredit(e.currentTarget.value)}
          error={checked && (creditFen === null || creditFen === 0) ? t('amountInvalid') : undefined}
        />
      )}
      <SimpleGrid cols={2}>
        <TextInput
          label={t('priceYuan')}
          required
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
          error={checked && priceFen === null ? t('amountInvalid') : undefined}
        />
        <NumberInput
          label={t('sort')}
          min={0}
          max={10_000}
          allowDecimal={false}
          allowNegative={false}
          value={sort}
          onChange={setSort}
        />
      </SimpleGrid>
      {product && (
        <Switch
          label={t('onSaleSwitch')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
      )}
      {change.error && <Alert color="red">{errorText(change.error)}</Alert>}
    </ConfirmDialog>
  );
}
