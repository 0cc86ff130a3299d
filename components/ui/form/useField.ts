'use client';

import { useEffect } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { ApiForm } from './useApiForm';

/**
 * One input bound to a field of a `useApiForm` form: its value and events, the element to focus on an error,
 * and the error itself (a `Validation` key, or text the server wrote). Mantine-free, like the hook.
 */
export function useField<T extends FieldValues, U>(form: ApiForm<T, U>, name: Path<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const { trackField } = form;
  useEffect(() => trackField(name), [trackField, name]);
  return {
    /** What the input element takes. */
    input: {
      name,
      ref: field.ref,
      value: (field.value as string | undefined) ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
    },
    error: fieldState.error?.message,
  };
}
