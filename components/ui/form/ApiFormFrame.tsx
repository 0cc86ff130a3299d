'use client';

import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormError } from './FormError';
import { HydratedFieldset } from './HydratedFieldset';
import type { ApiForm } from './useApiForm';

interface Props<T extends FieldValues, U> {
  form: ApiForm<T, U>;
  /** The form's accessible name, or the id of the heading that gives it. */
  label?: string;
  labelledBy?: string;
  submitLabel: string;
  /** The auth cards' full-width button; elsewhere it sits at the start. */
  fullWidthSubmit?: boolean;
  gap?: MantineSpacing;
  /** Buttons beside the submit button, e.g. cancel. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A `useApiForm` form on screen: its fields, the form's error, the submit button busy while it sends. */
export function ApiFormFrame<T extends FieldValues, U>({
  form,
  label,
  labelledBy,
  submitLabel,
  fullWidthSubmit = false,
  gap = 'md',
  actions,
  children,
}: Props<T, U>) {
  const submit = (
    <Button
      type="submit"
      loading={form.submitting}
      fullWidth={fullWidthSubmit}
      style={fullWidthSubmit || actions ? undefined : { alignSelf: 'flex-start' }}
    >
      {submitLabel}
    </Button>
  );
  return (
    <form method="post" onSubmit={form.onSubmit} noValidate aria-label={label} aria-labelledby={labelledBy}>
      <HydratedFieldset>
        <Stack gap={gap}>
          {children}
          <FormError message={form.formError} />
          {actions ? (
            <Group gap="sm">
              {submit}
              {actions}
            </Group>
          ) : (
            submit
          )}
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
