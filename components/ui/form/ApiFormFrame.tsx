'use client';

import { Button, Stack, type MantineSpacing } from '@mantine/core';
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
  children,
}: Props<T, U>) {
  return (
    <form method="post" onSubmit={form.onSubmit} noValidate aria-label={label} aria-labelledby={labelledBy}>
      <HydratedFieldset>
        <Stack gap={gap}>
          {children}
          <FormError message={form.formError} />
          <Button
            type="submit"
            loading={form.submitting}
            fullWidth={fullWidthSubmit}
            style={fullWidthSubmit ? undefined : { alignSelf: 'flex-start' }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
