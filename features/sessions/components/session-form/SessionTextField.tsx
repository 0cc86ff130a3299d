'use client';

import { TextInput, Textarea, type TextInputProps, type TextareaProps } from '@mantine/core';
import { counterSection } from '@/components/ui/form/LengthCounter';
import { useSessionField, type SessionPath } from './useSessionField';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

type Props = {
  name: SessionPath;
  alsoErrorsOf?: readonly string[];
  /** The longest text the schema accepts: shows a counter; a longer text is refused, not cut. */
  counter?: number;
} & (
  ({ multiline?: false } & Omit<TextInputProps, Bound>) | ({ multiline: true } & Omit<TextareaProps, Bound>)
);

/** A text or a longer text of the session, bound to the form by its contract path. */
export function SessionTextField({ name, alsoErrorsOf, multiline, counter, ...props }: Props) {
  const { input, value, error } = useSessionField(name, alsoErrorsOf);
  const text = (value as string | null | undefined) ?? '';
  const bound = { ...input, value: text, error };
  if (counter !== undefined && !multiline)
    return <TextInput {...(props as TextInputProps)} {...bound} {...counterSection(text, counter)} />;
  if (multiline)
    return <Textarea autosize minRows={2} maxRows={8} {...(props as TextareaProps)} {...bound} />;
  return <TextInput {...(props as TextInputProps)} {...bound} />;
}
