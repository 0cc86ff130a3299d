'use client';

import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useController, type FieldError } from 'react-hook-form';
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
  const set = (next: string[]) => field.onChange(next);
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
    <Stack gap={6} role="group" aria-labelledby="embed-origins-label">
      <Text size="sm" fw={500} id="embed-origins-label">
        {t('origins')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('originsHint')}
      </Text>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noOrigins')}
        </Text>
      ) : null}
      {lines.map((line, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('originLabel', { n: index + 1 })}
            placeholder={t('originPlaceholder')}
            value={line}
            maxLength={EMBED_ORIGIN_INPUT_MAX}
            inputMode="url"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => set(lines.map((l, i) => (i === index ? event.currentTarget.value : l)))}
            error={errorText(lineErrors[index]?.message)}
          />
          <CloseButton
            mt={4}
            aria-label={t('removeOrigin', { n: index + 1 })}
            onClick={() => set(lines.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
      {fieldState.error?.message ? (
        <Text size="xs" c="red">
          {errorText(fieldState.error.message)}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        disabled={lines.length >= EMBED_ORIGINS_MAX}
        onClick={() => set([...lines, ''])}
      >
        {t('addOrigin')}
      </Button>
    </Stack>
  );
}
