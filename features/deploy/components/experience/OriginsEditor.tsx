'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ListEditor } from '@/components/ui/ListEditor';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { useListField } from '@/components/ui/form/useListField';
import {
  EMBED_ORIGIN_INPUT_MAX,
  EMBED_ORIGINS_MAX,
  type ExperienceSaveRequest,
  type ExperienceValues,
} from '@/features/deploy/contract/experience';

/** The allowed embed domains, one a line; each line takes its own errors, the form's and the server's. */
export function OriginsEditor({ form }: { form: ApiForm<ExperienceSaveRequest, ExperienceValues> }) {
  const t = useTranslations('Experience.form');
  const list = useListField(form.control, 'allowedOrigins');
  const { trackField } = form;
  const count = list.lines.length;

  // The server names a failing line `allowedOrigins.<n>`: each line on screen takes its error.
  useEffect(() => {
    const untrack = ['allowedOrigins', ...Array.from({ length: count }, (_, i) => `allowedOrigins.${i}`)].map(
      trackField,
    );
    return () => untrack.forEach((stop) => stop());
  }, [trackField, count]);

  return (
    <ListEditor
      {...list}
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
