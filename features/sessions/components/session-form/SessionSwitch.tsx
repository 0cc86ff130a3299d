'use client';

import { Switch, type SwitchProps } from '@mantine/core';
import { useSessionField, type SessionPath } from './useSessionField';

type Props = {
  name: SessionPath;
  /** The flags of `extendContent` are stored as 1 and 0. */
  numeric?: boolean;
  alsoErrorsOf?: readonly string[];
} & Omit<SwitchProps, 'name' | 'checked' | 'onChange' | 'onBlur' | 'error'>;

/** An on/off setting of the session. */
export function SessionSwitch({ name, numeric = false, alsoErrorsOf, ...props }: Props) {
  const { input, value, error } = useSessionField(name, alsoErrorsOf);
  const { onChange } = input;
  return (
    <Switch
      {...props}
      {...input}
      checked={numeric ? value === 1 : value === true}
      onChange={(event) =>
        onChange(numeric ? Number(event.currentTarget.checked) : event.currentTarget.checked)
      }
      error={error}
    />
  );
}
