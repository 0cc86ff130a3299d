import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client/api-error';

/** Codes that belong to one field when the server names none, with the `Validation` key to show. */
export type CodeFields<T extends FieldValues> = Partial<Record<number, { field: Path<T>; message: string }>>;

export interface ServerErrorOptions<T extends FieldValues> {
  /** Codes with a form message of the page's own, e.g. the rate limit in the visitor's language. */
  codeMessages?: Partial<Record<number, string>>;
  codeFields?: CodeFields<T>;
  messages: { failed: string; network: string };
}

/**
 * Puts a failed call's errors where the user looks: on the fields when the server named them, otherwise as one
 * message for the form. Returns that message, or null when every error landed on a field or the session ended
 * (the API client already tells the user and goes to the login page). The typed values are never touched.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  /** The fields the form shows: server field errors for them appear beside the input. */
  fields: readonly string[],
  { codeMessages, codeFields, messages }: ServerErrorOptions<T>,
): string | null {
  if (!(error instanceof ApiError)) return messages.failed;
  if (error.kind === 'session') return null;
  if (error.kind === 'network') return messages.network;
  const code = error.code === undefined ? undefined : Number(error.code);
  const own = code === undefined ? undefined : codeMessages?.[code];
  if (own) return own;
  const named = error.fields;
  const known = named.filter((f) => fields.includes(f.field));
  known.forEach((f, i) =>
    setError(f.field as Path<T>, { type: 'server', message: f.message }, { shouldFocus: i === 0 }),
  );
  if (known.length > 0 && known.length === named.length) return null;
  const byCode = code === undefined ? undefined : codeFields?.[code];
  if (byCode && named.length === 0) {
    setError(byCode.field, { type: 'server', message: byCode.message }, { shouldFocus: true });
    return null;
  }
  return error.message || messages.failed;
}
