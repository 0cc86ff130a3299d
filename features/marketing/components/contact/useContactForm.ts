'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { ContactRequest, ContactRequestOutput } from '@/features/marketing/contract';
import { contactSchema } from './lazy-contact';

export type ContactFieldName = keyof ContactRequest;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

/**
 * The contact form's state without a form library: its inputs are plain uncontrolled fields read on submit, and
 * react-hook-form would be the largest script of this marketing page. Like the console's forms it checks with
 * the contract's schema on submit, then again on every change once submitted.
 */
export function useContactForm(fields: readonly ContactFieldName[]) {
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const values = () =>
    Object.fromEntries(
      fields.map((name) => [
        name,
        (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '',
      ]),
    );
  const focus = (name: string) => (form.current?.elements.namedItem(name) as HTMLElement | null)?.focus();

  async function check(): Promise<
    { ok: true; data: ContactRequestOutput } | { ok: false; errors: ContactErrors }
  > {
    const result = (await contactSchema()).safeParse(values());
    if (result.success) return { ok: true, data: result.data };
    const found: ContactErrors = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as ContactFieldName;
      found[name] ??= issue.message;
    }
    return { ok: false, errors: found };
  }

  /** Server-side field errors land like the schema's (the shape of react-hook-form's setError). */
  const setError = ((name, error, options) => {
    setErrors((current) => ({ ...current, [name]: error.message }));
    if (options?.shouldFocus) focus(name);
  }) as UseFormSetError<ContactRequest>;

  const onSubmit = (send: (data: ContactRequestOutput) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const outcome = await check();
    if (!outcome.ok) {
      setErrors(outcome.errors);
      const controls = [...(form.current?.elements ?? [])] as HTMLInputElement[];
      controls.find((control) => outcome.errors[control.name as ContactFieldName])?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(outcome.data);
    } finally {
      setSubmitting(false);
    }
  };

  const onChange = async () => {
    if (!submitted.current) return;
    const outcome = await check();
    setErrors(outcome.ok ? {} : outcome.errors);
  };

  const reset = () => {
    form.current?.reset();
    submitted.current = false;
    setErrors({});
  };

  return { form, errors, submitting, setError, onSubmit, onChange, reset };
}
