'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useController, type FieldError } from 'react-hook-form';
import { ListEditor } from '@/components/ui/ListEditor';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import {
  EMBED_ORIGIN_INPUT_MAX,
  EMBED_ORIGINS_MAX,
  type ExperienceSaveRequest,
  type ExperienceValues,
} from '@/features/deploy/contract/experience';

/** The allowed embed domains, one a line; each line takes its own errors, the form's and the server's. */
export function OriginsEditor({ form }: { form: ApiForm<ExperienceSaveRequest, ExperienceValues> }) {
  const t = useTranslations('Experience.form');
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control: form.control, name: 'allowedOrigins' });
  const lines = field.value ?? [];
  const lineErrors = (fieldState.error as unknown as (FieldError | undefined)[] | undefined) ?? [];
  const { trackField } = form;
  const count = lines.length;

  // The server names a failing line `allowedOrigins.<n>`: each line on screen takes its error.
  useEffect(() => {
    const untrack = ['allowedOrigins', ...Array.from({ length: count }, (_, i) => `allowedOrigins.${i}`)].map(
      trackField,
    );
    return () => untrack.forEach((stop) => stop());
  }, [trackField, count]);

  return (
    <ListEditor
      lines={lines}
      onChange={field.onChange}
      lineErrors={lines.map((_, index) => errorText(lineErrors[index]?.message))}
      listError={errorText(fieldState.error?.message)}
      max={EMBED_ORIGINS_MAX}
      labels={{
        title: t('origins'),
        hint: t('originsHint'),
        empty: t('noOrigins'),
        line: (n) => t('originLabel', { n }),
        remove: (n) => t('removeOrigin', { n }),
        add: t('addOrigin'),
      }}
      inputProps={{
        placeholder: t('originPlaceholder'),
        maxLength: EMBED_ORIGIN_INPUT_MAX,
        inputMode: 'url',
        autoCapitalize: 'off',
        spellCheck: false,
      }}
    />
  );
}
