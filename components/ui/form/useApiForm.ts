'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, type CodeFields, type ServerErrorOptions } from './serverErrors';

// Mantine-free on purpose: the marketing contact form uses this hook too, and its page ships no component library.

/** A request's contract schema: the form edits its input and sends its output. */
export type ContractSchema = z.ZodType<FieldValues, FieldValues>;

export interface ApiFormOptions<S extends ContractSchema> extends ServerErrorOptions<z.input<S>> {
  /** The request's schema, or a loader of it for a page that should not carry zod before the form is used. */
  schema: S | (() => Promise<S>);
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the checked values; a rejection shows as field errors or as the form's error. */
  submit: (values: z.output<S>) => Promise<unknown>;
  /** The page moves on after a success, so the form stays busy until it has. */
  leavesPage?: boolean;
  /**
   * Empties the form after a success, ready for the next one: back to `defaultValues`, or to the values given
   * (a form that started from what was typed before it loaded empties to blanks, not to that).
   */
  resetOnSuccess?: boolean | DefaultValues<z.input<S>>;
  /** After a failed submit, e.g. to show a new single-use captcha. */
  onFailure?: (error: unknown) => void;
}

export interface ApiForm<TIn extends FieldValues, TOut = TIn> extends UseFormReturn<TIn, unknown, TOut> {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Between a valid submit and its answer (and after a success when the page moves on). */
  submitting: boolean;
  /** The last submit succeeded; cleared by the next one. */
  succeeded: boolean;
  /** A failure that belongs to no field on screen, in words for the user. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Shows a failed call beside the form's own submit (sending a code) as a failed submit would show. */
  showFailure: (error: unknown, codeFields?: CodeFields<TIn>) => void;
  /** Called by `useField`: only fields on screen take server errors, the rest go to the form's error. */
  trackField: (name: string) => () => void;
}

function contractResolver<S extends ContractSchema>(
  schema: S | (() => Promise<S>),
): Resolver<z.input<S>, unknown, z.output<S>> {
  type Typed = Resolver<z.input<S>, unknown, z.output<S>>;
  if (typeof schema !== 'function') return zodResolver(schema) as unknown as Typed;
  const load = schema as () => Promise<S>;
  return async (values, context, options) =>
    (zodResolver(await load()) as unknown as Typed)(values, context, options);
}

/**
 * A form that sends one API request: react-hook-form checked by the request's contract schema, server field
 * errors (`data.fields`) on their inputs, anything else as one message for the form. Checking starts at the first
 * submit, then follows each change: a message appearing when a field loses focus would shift the button under
 * the pointer between press and release, and swallow the click.
 */
export function useApiForm<S extends ContractSchema>(
  options: ApiFormOptions<S>,
): ApiForm<z.input<S>, z.output<S>> {
  const { schema, defaultValues, submit, leavesPage, resetOnSuccess, onFailure } = options;
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contractResolver(schema),
    defaultValues,
  });
  const fields = useRef(new Set<string>());
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const showFailure = (error: unknown, codeFields = options.codeFields) =>
    setFormError(applyServerErrors(error, methods.setError, [...fields.current], { ...options, codeFields }));

  const trackField = useCallback((name: string) => {
    const shown = fields.current;
    shown.add(name);
    return () => void shown.delete(name);
  }, []);

  const send = async (values: z.output<S>) => {
    setFormError(null);
    setSucceeded(false);
    setSending(true);
    try {
      await submit(values);
      if (resetOnSuccess) methods.reset(resetOnSuccess === true ? undefined : resetOnSuccess);
      setSucceeded(true);
    } catch (error) {
      showFailure(error);
      onFailure?.(error);
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event?: BaseSyntheticEvent) => methods.handleSubmit(send)(event);

  return {
    ...methods,
    onSubmit,
    submitting: sending || (!!leavesPage && succeeded),
    succeeded,
    formError,
    setFormError,
    showFailure,
    trackField,
  };
}
