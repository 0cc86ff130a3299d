'use client';

import { Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { useField } from '@/components/ui/form/useField';
import { SCRIPT_TYPES, type ScriptType } from '../../../contract';
import type { SessionForm } from './form-types';

interface Props {
  form: SessionForm;
  type: ScriptType;
  description?: string;
  required?: boolean;
  multiline?: boolean;
}

/**
 * One script of `scriptDtoList` (kept with every type once, in order). The contract's cross-field rules name a
 * script by its type (`scriptDtoList.prologue`), so that error is shown here too.
 */
export function ScriptField({ form, type, description, required, multiline = true }: Props) {
  const t = useTranslations('SessionsWizard.scripts');
  const errorText = useFieldErrorText();
  const index = SCRIPT_TYPES.indexOf(type);
  const { input, error } = useField(form, `scriptDtoList.${index}.scriptContent`);
  const errors = form.formState.errors.scriptDtoList as Record<string, { message?: string }> | undefined;
  const props = {
    ...input,
    label: t(type),
    description,
    required,
    error: errorText(error ?? errors?.[type]?.message),
  };
  return multiline ? <Textarea {...props} autosize minRows={2} maxRows={6} /> : <TextInput {...props} />;
}
