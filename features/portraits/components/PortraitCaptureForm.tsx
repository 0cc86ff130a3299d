'use client';

import { Checkbox, FileInput, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm, type ApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { useCreatePortrait } from '../api/portraits';
import { CameraCapture } from './CameraCapture';
import {
  createPortraitRequest,
  PORTRAIT_PHOTO_ACCEPT,
  PORTRAIT_TERMS_VERSION,
  type PortraitFields,
} from '../contract';

type Values = PortraitFields & { file: File | null };

/**
 * A new portrait: the photo and the consent of the person it shows (who they are, their name typed as a signature,
 * the terms ticked). The server checks the photo; a refusal lands on the photo field with its reason.
 */
export function PortraitCaptureForm({ onCreated }: { onCreated?: () => void } = {}) {
  const t = useTranslations('Portraits');
  const api = useTranslations('Api');
  const create = useCreatePortrait();
  const form = useApiForm({
    schema: createPortraitRequest,
    defaultValues: {
      name: '',
      personName: '',
      typedName: '',
      termsAccepted: false,
      termsVersion: PORTRAIT_TERMS_VERSION,
      file: undefined,
    },
    submit: async ({ name, personName, typedName, termsVersion, file }) => {
      const made = await create.mutateAsync({ name, personName, typedName, termsVersion, file });
      onCreated?.();
      return made;
    },
    resetOnSuccess: true,
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  const typed = form as unknown as ApiForm<Values>;
  return (
    <ApiFormFrame form={form} label={t('captureTitle')} submitLabel={t('submit')} gap="sm">
      <Text size="sm" c="dimmed">
        {t('photoAdvice')}
      </Text>
      <PhotoInput form={typed} />
      <FormField form={form} name="name" label={t('name')} description={t('nameHint')} required />
      <FormField form={form} name="personName" label={t('personName')} autoComplete="off" required />
      <FormField
        form={form}
        name="typedName"
        label={t('typedName')}
        description={t('typedNameHint')}
        autoComplete="off"
        required
      />
      <TermsCheckbox form={typed} />
      {form.succeeded ? (
        <Text size="sm" c="teal.9" role="status">
          {t('created')}
        </Text>
      ) : null}
    </ApiFormFrame>
  );
}

function PhotoInput({ form }: { form: ApiForm<Values> }) {
  const t = useTranslations('Portraits');
  const errorText = useFieldErrorText();
  const { input, error } = useField(form, 'file');
  const { value, ...bound } = input;
  return (
    <>
      <FileInput
        {...bound}
        label={t('photo')}
        description={t('photoHint')}
        placeholder={t('photoPlaceholder')}
        accept={PORTRAIT_PHOTO_ACCEPT}
        clearable
        required
        value={(value as unknown as File | '') || null}
        error={errorText(error)}
        data-testid="portrait-photo"
      />
      <CameraCapture
        onPhoto={(file) => form.setValue('file', file, { shouldValidate: true, shouldDirty: true })}
      />
    </>
  );
}

function TermsCheckbox({ form }: { form: ApiForm<Values> }) {
  const t = useTranslations('Portraits');
  const errorText = useFieldErrorText();
  const { input, error } = useField(form, 'termsAccepted');
  const { value, onChange, ...bound } = input;
  return (
    <Checkbox
      {...bound}
      checked={(value as unknown as boolean) === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('terms', { version: PORTRAIT_TERMS_VERSION })}
      error={errorText(error)}
    />
  );
}
