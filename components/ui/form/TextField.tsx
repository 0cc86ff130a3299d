'use client';

import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from './useFieldErrorText';

type Props<T extends FieldValues> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A Mantine text input bound to a react-hook-form field; its error is translated from `Validation`. */
export function TextField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <TextInput
      {...props}
      ref={ref}
      name={name}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
}
