'use client';

import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useSessionField, type SessionPath } from './useSessionField';

interface Props {
  name: SessionPath;
  label: string;
  description?: string;
  /** A disabled option is shown but cannot be chosen (say why in `description`). */
  data: { value: string; label: string; disabled?: boolean }[];
  /** Replaces the plain change, e.g. to set related fields together. */
  onSelect?: (value: string) => void;
  /** Shown instead of the field's own value when the choice spans several fields. */
  value?: string;
}

/** One of a few options of the session, all in sight. */
export function SessionChoice({ name, label, description, data, onSelect, value }: Props) {
  const { input, value: own, error } = useSessionField(name);
  const { onChange } = input;
  const id = useId();
  return (
    <Input.Wrapper label={label} description={description} error={error} labelProps={{ id }}>
      <div>
        <SegmentedControl
          aria-labelledby={id}
          name={name}
          data={data}
          value={value ?? String(own ?? '')}
          onChange={(next) => (onSelect ? onSelect(next) : onChange(next))}
        />
      </div>
    </Input.Wrapper>
  );
}
