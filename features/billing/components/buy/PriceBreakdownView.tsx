'use client';

import { Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormatFen } from '../money';
import type { PriceBreakdown } from './price';

/** List price, the corporation's discount (or the promotion in its place) and what is payable, one line each. */
export function PriceBreakdownView({ price }: { price: PriceBreakdown }) {
  const t = useTranslations('BillingCenter.price');
  const fen = useFormatFen();
  const line = (label: string, value: string, strong = false, testId?: string) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} aria-label={t('label')} role="group">
      {line(t('list'), fen(price.listFen), false, 'price-list')}
      {price.promotion &&
        line(
          t('promotion', { title: price.promotion.title }),
          `−${fen(price.discountFen)}`,
          false,
          'price-promotion',
        )}
      {!price.promotion &&
        price.discountPercent > 0 &&
        line(
          t('discount', { percent: price.discountPercent }),
          `−${fen(price.discountFen)}`,
          false,
          'price-discount',
        )}
      {line(t('payable'), fen(price.payableFen), true, 'price-payable')}
    </Stack>
  );
}
