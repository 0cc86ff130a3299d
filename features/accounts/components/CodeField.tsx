'use client';

import { Group } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form/FormField';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { CodeButton } from './CodeButton';

interface Props<T extends FieldValues, U> {
  form: ApiForm<T, U>;
  name: Path<T>;
  label: string;
  /** Validates what the code needs, sends it, and resolves true when it was sent. */
  onSend: () => Promise<boolean>;
}

/** A six-digit code that was mailed or texted, beside the button that sends it. */
export function CodeField<T extends FieldValues, U>({ form, name, label, onSend }: Props<T, U>) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <FormField
        form={form}
        name={name}
        label={label}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        style={{ flex: 1 }}
      />
      <div style={{ marginTop: 25 }}>
        <CodeButton onSend={onSend} />
      </div>
    </Group>
  );
}
