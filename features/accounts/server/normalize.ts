/** Emails are compared and stored lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Mainland mobile numbers are stored as their 11 digits, without +86. */
export const normalizeMobile = (mobile: string) => mobile.trim().replace(/^\+?86/, '');

const MOBILE = /^(\+?86)?1[3-9]\d{9}$/;

/** A login name is an email or a mobile number: `+86…`, `86…` and the bare number are the same account. */
export function normalizeLoginName(username: string): { kind: 'email' | 'mobile'; value: string } {
  const trimmed = username.trim();
  return MOBILE.test(trimmed)
    ? { kind: 'mobile', value: normalizeMobile(trimmed) }
    : { kind: 'email', value: normalizeEmail(trimmed) };
}
