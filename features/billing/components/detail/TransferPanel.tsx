'use client';

import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { CopyField } from '@/components/ui/CopyField';
import type { BankAccountDto, OrderDetailDto } from '@/features/billing/contract';
import { useFormatFen } from '../money';
import { VoucherUpload } from './VoucherUpload';

/** Bank transfer: where to send the money, and the voucher that proves it (upload while pending or rejected). */
export function TransferPanel({ order }: { order: OrderDetailDto }) {
  const t = useTranslations('BillingCenter.transfer');
  const fen = useFormatFen();
  const bank = order.bankAccount;
  const canUpload = order.status === 'pending' || order.status === 'rejected';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="transfer-title">
      <Stack>
        <Title order={2} size="h4" id="transfer-title">
          {t('title')}
        </Title>
        {bank ? (
          <BankDetails bank={bank} amount={fen(order.payableFen)} orderNo={order.orderNo} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('notOffered')}
          </Text>
        )}
        {canUpload ? <VoucherUpload orderNo={order.orderNo} hasVoucher={order.voucher !== null} /> : null}
      </Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </Stack>
  );
}

function BankDetails({ bank, amount, orderNo }: { bank: BankAccountDto; amount: string; orderNo: string }) {
  const t = useTranslations('BillingCenter.transfer');
  return (
    <>
      <Text size="sm">{t('intro', { amount, orderNo })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label={t('bankName')} value={bank.bankName} />
        <Field label={t('branch')} value={bank.branch} />
        <Field label={t('accountName')} value={bank.accountName} />
        <CopyField
          label={t('accountNo')}
          value={bank.accountNo}
          copyLabel={t('copy')}
          copiedLabel={t('copied')}
          testId="bank-account-no"
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('reviewDays', { days: bank.reviewDays })}
      </Text>
    </>
  );
}
