'use client';

import { useTranslations } from 'next-intl';
import { ListEditor } from '@/components/ui/ListEditor';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { useListField } from '@/components/ui/form/useListField';
import {
  FAQ_QUESTION_MAX,
  SIMILAR_QUESTIONS_MAX,
  type FaqUpdateRequest,
} from '@/features/knowledge/contract';

/** Other wordings of the question, one a line, matched like the question itself. */
export function SimilarQuestions({ form }: { form: ApiForm<FaqUpdateRequest, unknown> }) {
  const t = useTranslations('Knowledge');
  const list = useListField(form.control, 'similarQuestions');

  return (
    <ListEditor
      {...list}
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
