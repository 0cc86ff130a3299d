'use client';

import { useTranslations } from 'next-intl';
import { useController, type FieldError } from 'react-hook-form';
import { ListEditor } from '@/components/ui/ListEditor';
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

  return (
    <ListEditor
      lines={lines}
      onChange={field.onChange}
      lineErrors={lines.map((_, index) => errorText(lineErrors[index]?.message))}
      listError={errorText(fieldState.error?.message)}
      max={SIMILAR_QUESTIONS_MAX}
      labels={{
        title: t('faq.similar'),
        line: (n) => t('faq.similarLine', { n }),
        remove: (n) => t('faq.removeSimilar', { n }),
        add: t('faq.addSimilar'),
      }}
      inputProps={{ maxLength: FAQ_QUESTION_MAX }}
    />
  );
}
