'use client';

import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useController, type FieldError } from 'react-hook-form';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import {
  FAQ_QUESTION_MAX,
  SIMILAR_QUESTIONS_MAX,
  type FaqUpdateRequest,
} from '@/features/knowledge/contract';

/** Other wordings of the question, one a line, matched like the question itself. */
export function SimilarQuestions({ form }: { form: ApiForm<FaqUpdateRequest, unknown> }) {
  const t = useTranslations('Knowledge');
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control: form.control, name: 'similarQuestions' });
  const lines = (field.value as string[] | undefined) ?? [];
  const lineErrors = (fieldState.error as unknown as (FieldError | undefined)[] | undefined) ?? [];
  const set = (next: string[]) => field.onChange(next);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('faq.similar')}
      </Text>
      {lines.map((line, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('faq.similarLine', { n: index + 1 })}
            value={line}
            maxLength={FAQ_QUESTION_MAX}
            onChange={(event) => set(lines.map((l, i) => (i === index ? event.currentTarget.value : l)))}
            error={errorText(lineErrors[index]?.message)}
          />
          <CloseButton
            mt={4}
            aria-label={t('faq.removeSimilar', { n: index + 1 })}
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
        disabled={lines.length >= SIMILAR_QUESTIONS_MAX}
        onClick={() => set([...lines, ''])}
      >
        {t('faq.addSimilar')}
      </Button>
    </Stack>
  );
}
