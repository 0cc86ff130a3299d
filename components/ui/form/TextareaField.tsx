'use client';

import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from './useFieldErrorText';

type Props<T extends FieldValues> = Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A Mantine textarea bound to a react-hook-form field; its error is translated from `Validation`. */
export function TextareaField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <Textarea
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
