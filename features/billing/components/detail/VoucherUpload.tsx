'use client';

import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureText } from '@/lib/api-client/failure-text';
import { openVoucher, useUploadVoucher } from '../../api/voucher';
import { voucherProblem } from './voucher-check';

/** The transfer's voucher: choose a photo or PDF (a phone offers its camera roll), checked here, then uploaded. */
export function VoucherUpload({ orderNo, hasVoucher }: { orderNo: string; hasVoucher: boolean }) {
  const t = useTranslations('BillingCenter.voucher');
  const upload = useUploadVoucher();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    const found = voucherProblem(file);
    setProblem(found && t(found));
    if (!found) upload.mutate({ orderNo, file });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('hint')}
      </Text>
      <Group>
        <FileButton onChange={choose} accept="image/*,application/pdf">
          {(props) => (
            <Button {...props} loading={upload.isPending}>
              {hasVoucher ? t('replace') : t('choose')}
            </Button>
          )}
        </FileButton>
        {hasVoucher && (
          <Button variant="subtle" onClick={() => void openVoucher(orderNo)}>
            {t('view')}
          </Button>
        )}
      </Group>
      {problem && (
        <Alert color="red" role="alert" data-testid="voucher-problem">
          {problem}
        </Alert>
      )}
      {upload.isError && (
        <Alert color="red" role="alert">
          {failureText(upload.error, t('failed'))}
        </Alert>
      )}
      {upload.isSuccess && (
        <Text size="sm" c="teal.9" role="status">
          {t('uploaded')}
        </Text>
      )}
    </Stack>
  );
}
