import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';

/** The server refused a new session for the trial's session limit (not the digital-human limit of every plan). */
export const isTrialSessionLimit = (error: unknown): boolean =>
  error instanceof ApiError &&
  Number(error.code) === ApiCode.limitReached &&
  (error.data as { limit?: unknown } | null | undefined)?.limit === 'trialSessions';
