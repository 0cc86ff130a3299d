import { z } from 'zod';

// Field rules of spec §5, shared by forms and handlers. Messages are keys of the `Validation` namespace.

export const requiredText = (max = 200) => z.string().trim().min(1, 'required').max(max, 'tooLong');

const email = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong').email('emailInvalid');

/** Any address a business contact may give (RFC 5321 allows 254 characters). */
export const emailField = email(254);

/** Spec §5 caps the login name at 60 characters. */
export const LOGIN_NAME_MAX = 60;

/** An account's email is its login name: one longer than the login form accepts could never log in. */
export const accountEmailField = email(LOGIN_NAME_MAX);

/** 8-16 characters with an upper-case letter, a lower-case letter, a digit and a symbol (spec §5, §9). */
export const passwordField = z
  .string()
  .min(1, 'required')
  .max(60, 'tooLong')
  .refine((v) => v.length >= 8 && v.length <= 16, 'passwordLength')
  .refine(
    (v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v),
    'passwordRule',
  );

/** Mainland China mobile numbers, optionally with +86. */
export const mobileField = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^(\+?86)?1[3-9]\d{9}$/, 'mobileInvalid');

/** Any phone number a partner may give: digits with optional +, spaces, dashes and brackets, 6-20 digits. */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'required')
  .refine(
    (v) =>
      /^\+?[\d\s\-()]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 20,
    'phoneInvalid',
  );

export const sixDigitCode = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^\d{6}$/, 'codeInvalid');

export const captchaFields = {
  captchaId: z.string().min(1, 'required').max(100, 'tooLong'),
  captchaCode: z.string().trim().min(1, 'required').max(10, 'tooLong'),
};
