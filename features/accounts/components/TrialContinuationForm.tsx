'use client';

import { Button, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/TextField';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { TextareaField } from '@/components/ui/form/TextareaField';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { useTrialContinuation } from '@/features/accounts/api/trial-continuation';
import { trialContinuationRequest, type TrialContinuationRequest } from '@/features/accounts/contract';

const FIELDS = ['contactName', 'phone', 'message'] as const;

/** Spec §4: when the trial has ended the user applies to continue; the application reaches the operator. */
export function TrialContinuationForm() {
  const t = useTranslations('Account');
  const api = useTranslations('Api');
  const apply = useTrialContinuation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TrialContinuationRequest>({
    resolver: zodResolver(trialContinuationRequest),
    defaultValues: { contactName: '', phone: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apply.mutateAsync(values);
      notifications.show({ message: t('applicationSent'), color: 'teal' });
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          messages: { failed: api('requestFailed'), network: api('requestFailed') },
        }),
      );
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="trial-apply-title">
      <HydratedFieldset>
        <Stack gap="sm">
          <Title order={3} size="h5" id="trial-apply-title">
            {t('applyTitle')}
          </Title>
          <TextField
            control={control}
            name="contactName"
            label={t('contactName')}
            autoComplete="name"
            required
          />
          <TextField
            control={control}
            name="phone"
            label={t('phone')}
            type="tel"
            autoComplete="tel"
            required
          />
          <TextareaField control={control} name="message" label={t('message')} rows={4} required />
          {failure && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {failure}
            </div>
          )}
          <Button type="submit" loading={apply.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('submitApplication')}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
