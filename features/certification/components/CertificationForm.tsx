'use client';

import { FileInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm, type ApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { useSubmitCertification } from '../api/certification';
import {
  LICENCE_ACCEPT,
  submitCertificationRequest,
  type CertificationFields,
  type CertificationSubmission,
} from '../contract';

type Values = CertificationFields & { file: File | null };

/**
 * Spec §3's certification form with the business licence. The credit code is checked on the form by the same
 * function the server uses; the licence's content is checked by the server. `previous` fills the form again after
 * a failure, so the customer corrects what the reviewer named instead of typing it all.
 */
export function CertificationForm({ previous }: { previous?: CertificationSubmission | null }) {
  const t = useTranslations('Certification');
  const api = useTranslations('Api');
  const submit = useSubmitCertification();
  const form = useApiForm({
    schema: submitCertificationRequest,
    defaultValues: {
      companyName: previous?.companyName ?? '',
      creditCode: previous?.creditCode ?? '',
      authenticatorName: previous?.authenticatorName ?? '',
      contactPhone: previous?.contactPhone ?? '',
      file: undefined,
    },
    submit: (values) => submit.mutateAsync(values),
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  return (
    <ApiFormFrame form={form} label={t('title')} submitLabel={t('submit')} gap="sm">
      <FormField
        form={form}
        name="companyName"
        label={t('companyName')}
        description={t('companyNameHint')}
        required
      />
      <FormField
        form={form}
        name="creditCode"
        label={t('creditCode')}
        description={t('creditCodeHint')}
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <FormField
        form={form}
        name="authenticatorName"
        label={t('authenticatorName')}
        autoComplete="name"
        required
      />
      <FormField
        form={form}
        name="contactPhone"
        label={t('contactPhone')}
        description={t('contactPhoneHint')}
        type="tel"
        autoComplete="tel"
        required
      />
      <LicenceInput form={form as unknown as ApiForm<Values>} />
    </ApiFormFrame>
  );
}

function LicenceInput({ form }: { form: ApiForm<Values> }) {
  const t = useTranslations('Certification');
  const errorText = useFieldErrorText();
  // Bound like every field (the server's verdict on the file's content lands here); its value is the File.
  const { input, error } = useField(form, 'file');
  const { value, ...bound } = input;
  return (
    <FileInput
      {...bound}
      label={t('licence')}
      description={t('licenceHint')}
      placeholder={t('licencePlaceholder')}
      accept={LICENCE_ACCEPT}
      clearable
      required
      value={(value as unknown as File | '') || null}
      error={errorText(error)}
    />
  );
}
