import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';

/**
 * What to tell the user about a failed call: the server's own message (already in the page's language, e.g. the
 * limit reached) when it answered one, else the generic one. Null when the login ended: the API client has
 * already said so and is taking the user to the login page.
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.kind === 'session') return null;
  if (error instanceof ApiError && error.kind === 'code' && error.message) return error.message;
  return fallback;
}

/** The server refused a new session for the trial's session limit (not the digital-human limit of every plan). */
export const isTrialSessionLimit = (error: unknown): boolean =>
  error instanceof ApiError &&
  Number(error.code) === ApiCode.limitReached &&
  (error.data as { limit?: unknown } | null | undefined)?.limit === 'trialSessions';
