import 'server-only';
import type { ApiCodeValue } from '@/lib/contract/codes';
import type { MessageKey } from './messages';

interface FailureOptions {
  data?: unknown;
  /** Values for `{name}` placeholders of the message. */
  params?: Record<string, string | number>;
  /** Also clear the web session's cookies (it ended: 50102 / 1000005 on a cookie call). */
  endWebSession?: boolean;
}

/** Thrown by domain code to answer the envelope `{ code, message, data }` with a known code; never a 500. */
export class ApiFailure extends Error {
  readonly data: unknown;
  readonly params: Record<string, string | number>;
  readonly endWebSession: boolean;

  constructor(
    readonly code: ApiCodeValue,
    readonly messageKey: MessageKey,
    options: FailureOptions = {},
  ) {
    super(messageKey);
    this.name = 'ApiFailure';
    this.data = options.data ?? null;
    this.params = options.params ?? {};
    this.endWebSession = options.endWebSession ?? false;
  }
}
