'use client';

import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { ORDER_QUANTITY_MAX, type ProductDto } from '@/features/billing/contract';
import { failureText } from '@/lib/api-client/failure-text';
import { useCreateOrder } from '../../api/order-actions';
import { useProducts } from '../../api/products';
import { useStanding } from '../../api/standing';
import { useFormatFen } from '../money';
import { useOrderQuote } from '../../api/quote';
import { hasQuantity, priceOf, priceOfQuote } from './price';
import { PriceBreakdownView } from './PriceBreakdownView';

/** The product a link asked for (`?buy=`): a product's id, or a kind (`concurrency`, `plan`, `topup`). */
export const preselected = (products: ProductDto[], wanted: string | null) =>
  products.find((p) => p.productId === wanted) ?? products.find((p) => p.kind === wanted) ?? products[0];

/** What one unit of a product grants, in words. */
export function useProductSummary() {
  const t = useTranslations('BillingCenter.buy');
  const fen = useFormatFen();
  return (product: ProductDto) =>
    product.kind === 'concurrency'
      ? t('summaryConcurrency', { concurrency: product.concurrency ?? 0, days: product.durationDays ?? 0 })
      : product.kind === 'topup'
        ? t('summaryTopup', { credit: fen(product.creditFen ?? 0) })
        : product.kind === 'portrait'
          ? t('summaryPortrait')
          : product.kind === 'offline'
            ? t('summaryOffline', { devices: product.concurrency ?? 1, days: product.durationDays ?? 0 })
            : t('summaryPlan');
}

/** Choosing what to buy, how many, and seeing the price: ordering leads to the order's page to pay it. */
export function BuyModal({
  opened,
  onClose,
  wanted,
}: {
  opened: boolean;
  onClose: () => void;
  wanted: string | null;
}) {
  const t = useTranslations('BillingCenter');
  const products = useProducts();
  return (
    <Modal opened={opened} onClose={onClose} title={t('buy.title')} size="lg">
      <QueryState
        query={products}
        labels={{ loading: t('common.loading'), loadFailed: t('buy.loadFailed'), retry: t('common.retry') }}
      >
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('buy.noProducts')}</Text>
          ) : (
            <BuyForm products={list} initial={preselected(list, wanted)!} />
          )
        }
      </QueryState>
    </Modal>
  );
}

function BuyForm({ products, initial }: { products: ProductDto[]; initial: ProductDto }) {
  const t = useTranslations('BillingCenter');
  const locale = useLocale();
  const router = useRouter();
  const summary = useProductSummary();
  const fen = useFormatFen();
  const standing = useStanding();
  const create = useCreateOrder();
  const [productId, setProductId] = useState(initial.productId);
  const [quantity, setQuantity] = useState<number | string>(1);
  const product = products.find((p) => p.productId === productId) ?? initial;
  const units = hasQuantity(product) ? Number(quantity) || 0 : 1;
  const valid = Number.isInteger(units) && units >= 1 && units <= ORDER_QUANTITY_MAX;
  // The server's quote names a running promotion; until it answers, the corporation's own discount is shown.
  const quote = useOrderQuote(productId, valid ? units : 1, valid);
  const price = quote.data
    ? priceOfQuote(quote.data, locale)
    : priceOf(product.priceFen, valid ? units : 1, standing.data?.discountPercent ?? 0);
  const name = (p: ProductDto) => (locale === 'en' ? p.nameEn : p.nameZh);
  const submit = () =>
    create.mutate(
      { productId, quantity: units },
      {
        onSuccess: (order) =>
          router.push(`/dashboard/order/detail?${new URLSearchParams({ orderNo: order.orderNo })}`),
      },
    );
  return (
    <Stack>
      <Radio.Group label={t('buy.product')} value={productId} onChange={setProductId}>
        <Stack gap="xs" mt="xs">
          {products.map((p) => (
            <Radio
              key={p.productId}
              value={p.productId}
              data-kind={p.kind}
              label={`${name(p)} · ${fen(p.priceFen)}`}
              description={summary(p)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {hasQuantity(product) && (
        <NumberInput
          label={t('buy.quantity')}
          description={t('buy.quantityHint', { max: ORDER_QUANTITY_MAX })}
          min={1}
          max={ORDER_QUANTITY_MAX}
          allowDecimal={false}
          value={quantity}
          onChange={setQuantity}
          error={valid ? undefined : t('buy.quantityInvalid', { max: ORDER_QUANTITY_MAX })}
          maw={200}
        />
      )}
      <PriceBreakdownView price={price} />
      {create.isError && (
        <Alert color="red" role="alert">
          {failureText(create.error, t('buy.createFailed'))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={create.isPending} disabled={!valid}>
          {t('buy.create')}
        </Button>
      </Group>
    </Stack>
  );
}
