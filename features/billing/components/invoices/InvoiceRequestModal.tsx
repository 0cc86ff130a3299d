'use client';

import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  INVOICE_TYPES,
  invoiceRequest,
  type InvoiceableDto,
  type InvoiceType,
} from '@/features/billing/contract/invoices';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { failureText } from '@/lib/api-client/failure-text';
import { useRequestInvoice } from '../../api/invoices';
import { useFormatFen } from '../money';

const SPECIAL_FIELDS = ['bankName', 'bankAccountNo', 'address', 'phone'] as const;
type SpecialField = (typeof SPECIAL_FIELDS)[number];

/**
 * Asking for an invoice: the type, the orders (completed, not yet invoiced; the amount is their sum), the email to
 * receive it, and for a 专用发票 the bank account, address and phone. The title and taxpayer id are the certified
 * company's and shown, not typed.
 */
export function InvoiceRequestModal({
  opened,
  onClose,
  company,
  orders,
}: {
  opened: boolean;
  onClose: () => void;
  company: NonNullable<InvoiceableDto['company']>;
  orders: InvoiceableDto['orders'];
}) {
  const t = useTranslations('BillingCenter.invoices');
  const fieldText = useFieldErrorText();
  const locale = useLocale();
  const fen = useFormatFen();
  const ask = useRequestInvoice();
  const [type, setType] = useState<InvoiceType>('normal');
  const [chosen, setChosen] = useState<string[]>([]);
  const [email, setEmail] = useState('');
  const [special, setSpecial] = useState<Record<SpecialField, string>>({
    bankName: '',
    bankAccountNo: '',
    address: '',
    phone: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const total = orders.filter((o) => chosen.includes(o.orderNo)).reduce((sum, o) => sum + o.payableFen, 0);
  const close = () => {
    ask.reset();
    setErrors({});
    onClose();
  };
  const submit = () => {
    // The same schema as the handler: its messages are keys of the Validation namespace.
    const parsed = invoiceRequest.safeParse({ type, orderNos: chosen, email, ...special });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        const key = issue.message;
        found[field] ??= fieldText(key) ?? key;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    ask.mutate(parsed.data, { onSuccess: () => (setChosen([]), close()) });
  };
  return (
    <Modal opened={opened} onClose={close} title={t('requestTitle')} size="lg">
      <Stack>
        <Stack gap={2}>
          <Text size="sm">{t('title', { name: company.name })}</Text>
          <Text size="sm">{t('taxpayerId', { code: company.creditCode })}</Text>
        </Stack>
        <Radio.Group value={type} onChange={(value) => setType(value as InvoiceType)} label={t('typeHeader')}>
          <Group mt="xs">
            {INVOICE_TYPES.map((value) => (
              <Radio key={value} value={value} label={t(`type.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        {orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noOrders')}
          </Text>
        ) : (
          <Checkbox.Group
            value={chosen}
            onChange={setChosen}
            label={t('chooseOrders')}
            error={errors.orderNos}
          >
            <Stack gap={6} mt="xs">
              {orders.map((order) => (
                <Checkbox
                  key={order.orderNo}
                  value={order.orderNo}
                  label={`${order.orderNo} · ${locale === 'en' ? order.productNameEn : order.productNameZh} · ${fen(order.payableFen)}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Text fw={600}>{t('total', { amount: fen(total) })}</Text>
        <TextInput
          label={t('email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          required
        />
        {type === 'special' &&
          SPECIAL_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`field.${field}`)}
              value={special[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setSpecial((before) => ({ ...before, [field]: value }));
              }}
              error={errors[field]}
              required
            />
          ))}
        {ask.error && (
          <Alert color="red" role="alert">
            {failureText(ask.error, t('requestFailed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={ask.isPending} disabled={orders.length === 0}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
