import { ApiError } from './api-error';

/**
 * What to tell the user about a failed call: the server's own message (already in the page's language, e.g. the
 * limit reached) when it answered one, else the generic one. Null when the login ended: the API client has
 * already said so and is taking the user to the login page.
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.kind === 'session') return null;
  if (error instanceof ApiError && error.kind === 'code' && error.message) return error.message;
  return fallback;
}
