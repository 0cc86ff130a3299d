'use client';

import {
  useController,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useFieldErrorText } from './useFieldErrorText';

/**
 * A form's list of short texts, wired for `ListEditor`: its lines, the change, and the errors translated — each line
 * its own (`name.<n>`, from the schema or the server) and the list's as a whole.
 */
export function useListField<T extends FieldValues, TOutput>(
  control: Control<T, unknown, TOutput>,
  name: FieldPath<T>,
) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const lines = (field.value as string[] | undefined) ?? [];
  const errors = (fieldState.error as unknown as (FieldError | undefined)[] | undefined) ?? [];
  return {
    lines,
    onChange: field.onChange as (next: string[]) => void,
    lineErrors: lines.map((_, index) => errorText(errors[index]?.message)),
    listError: errorText(fieldState.error?.message),
  };
}
