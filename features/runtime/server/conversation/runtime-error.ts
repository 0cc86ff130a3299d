import 'server-only';
import type { RuntimeErrorCode, RuntimeEvent } from '@/features/runtime/contract';
import { apiMessage, type ApiLang } from '@/lib/server/http/messages';

type Translated = Extract<
  RuntimeErrorCode,
  | 'maxSessionsExceeded'
  | 'sessionTimedOut'
  | 'sessionUnavailable'
  | 'resourceNotConfigured'
  | 'signatureTimeout'
>;

/** A runtime message of spec §8: its code for the page, its text in the caller's language for SDK users. */
export const runtimeError = (code: Translated, lang: ApiLang): RuntimeEvent => ({
  type: 'error',
  code,
  message: apiMessage(code, lang),
});
