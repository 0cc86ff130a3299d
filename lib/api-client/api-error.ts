import type { FieldError } from '@/lib/contract/envelope';

export type ApiErrorKind = 'code' | 'http' | 'network' | 'empty' | 'session';

/** What every failed call rejects with; `code` is the envelope's code when the server answered one. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number | string,
    readonly data?: unknown,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a validation failure, for forms to show beside their inputs. */
  get fields(): FieldError[] {
    const fields = (this.data as { fields?: unknown } | undefined)?.fields;
    return Array.isArray(fields) ? (fields as FieldError[]) : [];
  }
}
