import { Button } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { sessionInput, type SessionInput, type SessionValues } from '@/features/sessions/contract';
import { renderWithProviders } from '@/tests/support/render';
import { SessionFormProvider } from './SessionFormProvider';
import { testSession } from './test-session';

// The session form groups' tests: a group inside the API form the wizard and the editor give it.

// Mantine's autosizing textarea listens for web fonts, which jsdom does not load.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

export function Harness({
  values,
  submit,
  children,
}: {
  values: SessionInput;
  submit: (values: SessionValues) => Promise<unknown>;
  children: ReactNode;
}) {
  const form = useApiForm({
    schema: sessionInput,
    defaultValues: values,
    submit,
    messages: { failed: 'failed', network: 'network' },
  });
  return (
    <SessionFormProvider form={form}>
      <form onSubmit={form.onSubmit} noValidate>
        {children}
        {form.formError && <p role="alert">{form.formError}</p>}
        <Button type="submit">save</Button>
      </form>
    </SessionFormProvider>
  );
}

export function setup(children: ReactNode, values = testSession(), locale: 'zh' | 'en' = 'en') {
  const submit = vi.fn<(values: SessionValues) => Promise<unknown>>(async () => null);
  renderWithProviders(
    <Harness values={values} submit={submit}>
      {children}
    </Harness>,
    { locale },
  );
  return { submit, user: userEvent.setup() };
}
