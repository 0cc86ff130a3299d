'use client';

import {
  PasswordInput,
  TextInput,
  Textarea,
  type PasswordInputProps,
  type TextInputProps,
  type TextareaProps,
} from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { counterSection } from './LengthCounter';
import type { ApiForm } from './useApiForm';
import { useField } from './useField';
import { useFieldErrorText } from './useFieldErrorText';

type Bound = 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

type Props<T extends FieldValues, U> = {
  form: ApiForm<T, U>;
  name: Path<T>;
  /** The longest text the schema accepts: shows a counter, and a longer text is refused rather than cut. */
  counter?: number;
} & (
  | ({ kind?: 'text' } & Omit<TextInputProps, Bound>)
  | ({ kind: 'password' } & Omit<PasswordInputProps, Bound>)
  | ({ kind: 'textarea' } & Omit<TextareaProps, Bound>)
);

/** A Mantine input bound to a field of a `useApiForm` form; its error is translated from `Validation`. */
export function FormField<T extends FieldValues, U>({
  form,
  name,
  kind = 'text',
  counter,
  ...props
}: Props<T, U>) {
  const { input, error } = useField(form, name);
  const errorText = useFieldErrorText();
  const bound = {
    ...input,
    error: errorText(error),
    ...(counter !== undefined && kind === 'text' ? counterSection(input.value, counter) : {}),
  };
  if (kind === 'password') return <PasswordInput {...(props as PasswordInputProps)} {...bound} />;
  if (kind === 'textarea') return <Textarea {...(props as TextareaProps)} {...bound} />;
  return <TextInput {...(props as TextInputProps)} {...bound} />;
}
