'use client';

import { Alert, Anchor, Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useNarrow } from '@/components/ui/useNarrow';
import { type OrderDetailDto, PAY_METHODS, type PayMethod } from '@/features/billing/contract';
import { ApiError } from '@/lib/api-client/api-error';
import { failureText } from '@/lib/api-client/failure-text';
import { ApiCode } from '@/lib/contract/codes';
import { usePayOrder, useUnifiedOrder } from '../../api/order-actions';
import { usePayMethods } from '../../api/pay-methods';
import { useFormatFen } from '../money';
import { OnlinePayment } from './OnlinePayment';

const isCodeOf = (error: unknown, code: number) => error instanceof ApiError && error.code === code;

/**
 * Choosing how to pay a pending order: Alipay or WeChat (a QR code on a desktop, the gateway's own page on a phone),
 * bank transfer (then the voucher: the order page shows the bank and the upload), or the balance.
 */
export function PayPanel({ order }: { order: OrderDetailDto }) {
  const t = useTranslations('BillingCenter');
  const fen = useFormatFen();
  const phone = useNarrow();
  // Once bank transfer is chosen, the transfer panel above holds it; this panel offers the other ways.
  const chosenTransfer = order.payMethod === 'transfer';
  const available = usePayMethods();
  // Only what can work now (pay/methods): an unconfigured gateway is not offered, nor transfer before certification.
  const offered = PAY_METHODS.filter(
    (m) =>
      (available.data?.methods ?? []).includes(m) &&
      (m !== 'transfer' || (order.bankAccount && !chosenTransfer)),
  );
  const [picked, setMethod] = useState<PayMethod | null>(
    order.payMethod && !chosenTransfer ? order.payMethod : null,
  );
  const method = picked && offered.includes(picked) ? picked : (offered[0] ?? 'balance');
  const online = useUnifiedOrder();
  const pay = usePayOrder();
  const error = online.error ?? pay.error;
  const start = () => {
    online.reset();
    pay.reset();
    if (method === 'alipay' || method === 'wechat')
      online.mutate(
        { orderNo: order.orderNo, method, device: phone ? 'phone' : 'desktop' },
        // A phone leaves for the gateway's page, which returns to this order when paid.
        {
          onSuccess: (answer) =>
            answer.kind === 'redirect' && answer.url && window.location.assign(answer.url),
        },
      );
    else pay.mutate({ orderNo: order.orderNo, method });
  };
  const showing = online.data?.kind === 'qr' && online.data.method === method ? online.data : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pay-title">
      <Stack>
        <Title order={2} size="h4" id="pay-title">
          {chosenTransfer ? t('pay.otherWays') : t('pay.title', { amount: fen(order.payableFen) })}
        </Title>
        <Radio.Group
          value={method}
          onChange={(value) => setMethod(value as PayMethod)}
          label={t('pay.choose')}
        >
          <Stack gap="xs" mt="xs">
            {offered.map((m) => (
              <Radio key={m} value={m} label={t(`method.${m}`)} description={t(`methodHint.${m}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {available.data?.transferNeedsCertification && !chosenTransfer && (
          <Text size="sm" c="dimmed">
            {t('pay.transferNeedsCertification')}{' '}
            {/* Inside a sentence: underlined, not told apart by colour alone (axe link-in-text-block). */}
            <Anchor component={Link} href="/dashboard/account" underline="always">
              {t('pay.certify')}
            </Anchor>
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            <Stack gap={4}>
              <Text size="sm">{failureText(error, t('pay.failed'))}</Text>
              {isCodeOf(error, ApiCode.certificationRequired) && (
                <Anchor component={Link} href="/dashboard/account" size="sm">
                  {t('pay.certify')}
                </Anchor>
              )}
              {isCodeOf(error, ApiCode.insufficientBalance) && (
                <Anchor component={Link} href="/dashboard/order/list?buy=topup" size="sm">
                  {t('pay.topUp')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {showing ? (
          <OnlinePayment payment={showing} />
        ) : (
          <Button
            onClick={start}
            loading={online.isPending || pay.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {method === 'transfer'
              ? t('pay.chooseTransfer')
              : t('pay.start', { amount: fen(order.payableFen) })}
          </Button>
        )}
        {online.data?.kind === 'redirect' && (
          <Text size="sm" role="status">
            {t('pay.redirecting')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
