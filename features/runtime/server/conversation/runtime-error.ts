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
  | 'sayNotAccepted'
  | 'serviceSuspended'
>;

/**
 * A runtime message of spec §8: its code for the page, its text for SDK users — the session owner's own words when
 * they wrote some for it (the busy text), else the platform's in the caller's language.
 */
export const runtimeError = (code: Translated, lang: ApiLang, ownText?: string): RuntimeEvent => ({
  type: 'error',
  code,
  message: ownText || apiMessage(code, lang),
});
