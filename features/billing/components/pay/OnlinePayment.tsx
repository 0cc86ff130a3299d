'use client';

import { Anchor, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { UnifiedOrderDto } from '@/features/billing/contract';
import { failureText } from '@/lib/api-client/failure-text';
import { useOrderCheck } from '../../api/check';
import { useConfirmPay } from '../../api/order-actions';
import { useFormatFen } from '../money';
import { Countdown } from './Countdown';
import { QrSvg } from '@/components/ui/QrSvg';

/**
 * Paying on a desktop: the gateway's QR code, the time left, and the order's state polled until it is settled
 * (the order page then shows the outcome). "I have paid" asks the gateway at once.
 */
export function OnlinePayment({ payment }: { payment: UnifiedOrderDto }) {
  const t = useTranslations('BillingCenter');
  const fen = useFormatFen();
  const check = useOrderCheck(payment.orderNo, true);
  const confirm = useConfirmPay();
  const method = t(`method.${payment.method}`);
  return (
    <Stack align="center" gap="sm" data-testid="online-payment">
      <Text fw={600}>{t('pay.scan', { method, amount: fen(payment.payableFen) })}</Text>
      {payment.qrContent && (
        <QrSvg value={payment.qrContent} label={t('pay.qrLabel', { method })} size={200} />
      )}
      <Countdown expiresAt={payment.expiresAt} onExpire={() => void check.refetch()} />
      {payment.sandbox && (
        <Text size="xs" c="dimmed">
          {t('pay.sandbox')}
        </Text>
      )}
      {/* The sandbox's code leads to the platform's own cashier: without a phone to scan it, open it here. */}
      {payment.sandbox && payment.qrContent && (
        <Anchor
          href={payment.qrContent}
          target="_blank"
          rel="noopener"
          size="sm"
          data-testid="sandbox-cashier"
        >
          {t('pay.sandboxOpen')}
        </Anchor>
      )}
      <Group>
        <Button variant="light" loading={confirm.isPending} onClick={() => confirm.mutate(payment.orderNo)}>
          {t('pay.confirmPaid')}
        </Button>
      </Group>
      {confirm.isSuccess && !confirm.data.paid && (
        <Text size="sm" c="dimmed" role="status">
          {t('pay.notPaidYet')}
        </Text>
      )}
      {confirm.isError && (
        <Alert color="red" role="alert">
          {failureText(confirm.error, t('pay.failed'))}
        </Alert>
      )}
    </Stack>
  );
}
