'use client';

import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useSessionField, type SessionPath } from './useSessionField';

type Props = { name: SessionPath } & Omit<
  NumberInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
>;

/** A whole number of the session; the schema coerces and bounds it, so a half-typed value is only an error. */
export function SessionNumberField({ name, ...props }: Props) {
  const { input, value, error } = useSessionField(name);
  return (
    <NumberInput
      allowDecimal={false}
      {...props}
      {...input}
      value={(value as number | string | undefined) ?? ''}
      error={error}
    />
  );
}
