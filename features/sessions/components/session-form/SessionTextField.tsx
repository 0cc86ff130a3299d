'use client';

import { TextInput, Textarea, type TextInputProps, type TextareaProps } from '@mantine/core';
import { useSessionField, type SessionPath } from './useSessionField';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

type Props = { name: SessionPath; alsoErrorsOf?: readonly string[] } & (
  ({ multiline?: false } & Omit<TextInputProps, Bound>) | ({ multiline: true } & Omit<TextareaProps, Bound>)
);

/** A text or a longer text of the session, bound to the form by its contract path. */
export function SessionTextField({ name, alsoErrorsOf, multiline, ...props }: Props) {
  const { input, value, error } = useSessionField(name, alsoErrorsOf);
  const bound = { ...input, value: (value as string | null | undefined) ?? '', error };
  if (multiline)
    return <Textarea autosize minRows={2} maxRows={8} {...(props as TextareaProps)} {...bound} />;
  return <TextInput {...(props as TextInputProps)} {...bound} />;
}
