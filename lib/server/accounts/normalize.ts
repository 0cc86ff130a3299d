/** Emails are compared and stored lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Mainland mobile numbers are stored as their 11 digits, without +86. */
export const normalizeMobile = (mobile: string) => mobile.trim().replace(/^\+?86/, '');
