'use client';

import { useEffect } from 'react';
import { get, useController, useFormState, type FieldPath } from 'react-hook-form';
import type { SessionInput } from '@/features/sessions/contract';
import { useFieldTracker, useSessionForm } from './SessionFormProvider';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';

export type SessionPath = FieldPath<SessionInput>;

/**
 * One input of a session form group: its value and events, and its error in the reader's words. `alsoErrorsOf`
 * names paths whose errors belong on this input too (a rule of the whole session reported by script type).
 */
export function useSessionField(name: SessionPath, alsoErrorsOf: readonly string[] = []) {
  const { control, clearErrors } = useSessionForm();
  const { field, fieldState } = useController({ control, name });
  const { errors } = useFormState({ control, name: [name, ...alsoErrorsOf] as SessionPath[] });
  const track = useFieldTracker();
  const errorText = useFieldErrorText();
  const extra = alsoErrorsOf.join('|');
  useEffect(() => {
    if (!track) return;
    const untrack = [name, ...(extra ? extra.split('|') : [])].map((path) => track(path));
    return () => untrack.forEach((stop) => stop());
  }, [track, name, extra]);
  const other = alsoErrorsOf
    .map((path) => (get(errors, path) as { message?: string } | undefined)?.message)
    .find(Boolean);
  return {
    /** What the input element takes, spread onto it. */
    input: {
      name,
      ref: field.ref,
      onChange: (...event: unknown[]) => {
        field.onChange(...event);
        // A rule of the whole session is checked again on the next submit; until then its error would stay on an
        // input that may already satisfy it.
        if (other) clearErrors(alsoErrorsOf as SessionPath[]);
      },
      onBlur: field.onBlur,
    },
    value: field.value as unknown,
    error: errorText(fieldState.error?.message ?? other),
  };
}
