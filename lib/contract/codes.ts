// Every code the platform API answers with. The client and the server read this one table.

export const SUCCESS_CODES = [0, '0', 200, 1008, 1009] as const;

export const ApiCode = {
  ok: 0,
  /** Input failed its schema; `data.fields` lists the failing fields. */
  validation: 40000,
  badJson: 40001,
  /** Not logged in, or the token is unknown. */
  unauthenticated: 40100,
  /** The caller may not touch this user's or corporation's data. */
  forbidden: 40300,
  /** Cookie-authenticated call from another origin. */
  badOrigin: 40301,
  notFound: 40400,
  conflict: 40900,
  /**
   * Someone saved the object since the caller read it (the session editor's save names the revision it started
   * from): HTTP 409, `data` holds the newer revision; reload, or save again naming it to overwrite.
   */
  sessionChanged: 40901,
  /** A body that is not `application/json` on a JSON endpoint (HTTP 415). */
  unsupportedMediaType: 41500,
  rateLimited: 42900,
  captchaInvalid: 42201,
  codeInvalid: 42202,
  badCredentials: 42203,
  loginLocked: 42204,
  trialEnded: 42205,
  limitReached: 42206,
  /** The order is not in a state that allows this (paid, expired, cancelled, in review). */
  orderNotPayable: 42210,
  /** Paying by balance would take it below the corporation's credit limit. */
  insufficientBalance: 42211,
  /** Bank transfer (and what else certification unlocks) needs a certified corporation. */
  certificationRequired: 42212,
  /** The conversation is over (ended, idle too long, or its lease lapsed): the runtime page starts again. */
  chatEnded: 41000,
  /** The embed SDK's host page is not an origin the application's corporation allows (HTTP 403). */
  embedOriginRefused: 40310,
  /** The embed SDK names an unknown application, one serving no session, or one whose resource ended (HTTP 404). */
  embedAppUnavailable: 40410,
  internal: 50000,
  /** A service the platform calls (e.g. the speech vendor) failed or answered something unusable (HTTP 502). */
  upstreamFailed: 50200,
  /** The operator has not configured the service (e.g. a server speech recognizer). */
  notConfigured: 50300,
  /** Login expired: the client clears the session and goes to /login. */
  loginExpired: 50102,
  /** The account logged in elsewhere: same handling as 50102. */
  loggedInElsewhere: 1000005,
} as const;

export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

/** Codes after which the client drops the session and sends the user to /login (spec §8). */
export const SESSION_END_CODES: readonly number[] = [ApiCode.loginExpired, ApiCode.loggedInElsewhere];

export function isSuccessCode(code: unknown): boolean {
  return (SUCCESS_CODES as readonly unknown[]).includes(code);
}
