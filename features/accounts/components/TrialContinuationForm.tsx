'use client';

import { Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useTrialContinuation } from '@/features/accounts/api/trial-continuation';
import { trialContinuationRequest } from '@/features/accounts/contract';

/** Spec §4: when the trial has ended the user applies to continue; the application reaches the operator. */
export function TrialContinuationForm() {
  const t = useTranslations('Account');
  const api = useTranslations('Api');
  const apply = useTrialContinuation();
  const form = useApiForm({
    schema: trialContinuationRequest,
    defaultValues: { contactName: '', phone: '', message: '' },
    submit: async (values) => {
      await apply.mutateAsync(values);
      notifications.show({ message: t('applicationSent'), color: 'teal' });
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });

  return (
    <ApiFormFrame form={form} labelledBy="trial-apply-title" submitLabel={t('submitApplication')} gap="sm">
      <Title order={3} size="h5" id="trial-apply-title">
        {t('applyTitle')}
      </Title>
      <FormField form={form} name="contactName" label={t('contactName')} autoComplete="name" required />
      <FormField form={form} name="phone" label={t('phone')} type="tel" autoComplete="tel" required />
      <FormField form={form} kind="textarea" name="message" label={t('message')} rows={4} required />
    </ApiFormFrame>
  );
}
