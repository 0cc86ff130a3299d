'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Anchor, Image, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OrderDto } from '@/features/billing/contract';
import { voucherUrl } from '../../api/billing';

/**
 * The customer's voucher: a photo shown at once (the reviewer compares it with the bank statement), a PDF opened
 * in a new tab by the browser's own viewer.
 */
export function VoucherPreview({
  orderId,
  voucher,
}: {
  orderId: string;
  voucher: NonNullable<OrderDto['voucher']>;
}) {
  const t = useTranslations('OperatorBilling');
  const href = voucherUrl(orderId);
  const sizeKb = Math.max(1, Math.round(voucher.size / 1024));
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('voucherFile', { name: voucher.fileName, kb: sizeKb })}
      </Text>
      {voucher.contentType.startsWith('image/') ? (
        <Anchor href={withBasePath(href)} target="_blank" rel="noopener">
          <Image
            src={href}
            alt={t('voucherAlt', { name: voucher.fileName })}
            maw={640}
            mah={640}
            fit="contain"
            radius="sm"
            data-testid="voucher-image"
          />
        </Anchor>
      ) : (
        <Anchor href={withBasePath(href)} target="_blank" rel="noopener" data-testid="voucher-pdf">
          {t('openPdf')}
        </Anchor>
      )}
    </Stack>
  );
}
