import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_BUT_LINE_BREAKS } from './control-characters';
import { containsEmoji } from './emoji';

// Field rules of spec §5, shared by forms and handlers. Messages are keys of the `Validation` namespace.

/**
 * The base of every text field: a string without control characters (`multiline`: tab and line breaks allowed).
 * Trimmed first unless `trim: false` (passwords, ids), so a pasted trailing line break is dropped, not refused.
 */
export const textField = ({ multiline = false, trim = true }: { multiline?: boolean; trim?: boolean } = {}) =>
  (trim ? z.string().trim() : z.string()).refine(
    (value) => !(multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(value),
    'invalidCharacters',
  );

export const requiredText = (max = 200, options: { multiline?: boolean } = {}) =>
  textField(options).min(1, 'required').max(max, 'tooLong');

/**
 * The one rule for what a customer names (sessions, applications, FAQ categories): required, at most `max`
 * characters and no emoji. Forms show a counter and refuse a longer name instead of cutting it (issue 19 §1.7).
 */
export const nameField = (max: number) =>
  requiredText(max).refine((value) => !containsEmoji(value), 'emojiNotAllowed');

/** A name that may be left empty (something else then names the thing), and otherwise follows `nameField`. */
export const optionalNameField = (max: number) =>
  textField()
    .max(max, 'tooLong')
    .refine((value) => !containsEmoji(value), 'emojiNotAllowed');

export const optionalText = (max = 200) => textField().max(max, 'tooLong').optional().default('');

const email = (max: number) => textField().min(1, 'required').max(max, 'tooLong').email('emailInvalid');

/** Any address a business contact may give (RFC 5321 allows 254 characters). */
export const emailField = email(254);

/** Spec §5 caps the login name at 60 characters. */
export const LOGIN_NAME_MAX = 60;

/** An account's email is its login name: one longer than the login form accepts could never log in. */
export const accountEmailField = email(LOGIN_NAME_MAX);

/** 8-16 characters with an upper-case letter, a lower-case letter, a digit and a symbol (spec §5, §9). */
export const passwordField = textField({ trim: false })
  .min(1, 'required')
  .max(60, 'tooLong')
  .refine((v) => v.length >= 8 && v.length <= 16, 'passwordLength')
  .refine(
    (v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v),
    'passwordRule',
  );

/** Mainland China mobile numbers, optionally with +86. */
export const mobileField = textField()
  .min(1, 'required')
  .regex(/^(\+?86)?1[3-9]\d{9}$/, 'mobileInvalid');

/** Any phone number a partner may give: digits with optional +, spaces, dashes and brackets, 6-20 digits. */
export const phoneField = textField()
  .min(1, 'required')
  .refine(
    (v) =>
      /^\+?[\d\s\-()]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 20,
    'phoneInvalid',
  );

export const sixDigitCode = textField()
  .min(1, 'required')
  .regex(/^\d{6}$/, 'codeInvalid');

export const captchaFields = {
  captchaId: textField({ trim: false }).min(1, 'required').max(100, 'tooLong'),
  captchaCode: textField().min(1, 'required').max(10, 'tooLong'),
};
