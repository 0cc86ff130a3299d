'use client';

import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useSessionField, type SessionPath } from './useSessionField';

interface Props {
  name: SessionPath;
  label: string;
  description?: string;
  data: { value: string; label: string }[];
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
