import { z } from 'zod';
import {
  LOGIN_NAME_MAX,
  accountEmailField,
  captchaFields,
  mobileField,
  passwordField,
  requiredText,
  sixDigitCode,
  textField,
} from '@/lib/contract/fields';

// Requests and responses of the sys-api (spec §7 "User and system"). Handler, form and client share them.

export const loginRequest = z.object({
  username: textField().min(1, 'required').max(LOGIN_NAME_MAX, 'tooLong'),
  password: passwordField,
  ...captchaFields,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const smsLoginRequest = z.object({ mobile: mobileField, smsCode: sixDigitCode });
export type SmsLoginRequest = z.infer<typeof smsLoginRequest>;

export const sendSmsRequest = z.object({ mobile: mobileField, ...captchaFields });
export type SendSmsRequest = z.infer<typeof sendSmsRequest>;

/** The number a logged-in user wants to bind; the code goes to that number, never to the one bound now. */
export const mobileCodeRequest = z.object({ mobile: mobileField });
export type MobileCodeRequest = z.infer<typeof mobileCodeRequest>;

export const bindMobileRequest = z.object({ mobile: mobileField, smsCode: sixDigitCode });
export type BindMobileRequest = z.infer<typeof bindMobileRequest>;

export const emailCodePurpose = z.enum(['register', 'reset']);
export const sendEmailCodeRequest = z.object({ email: accountEmailField, purpose: emailCodePurpose });
export type SendEmailCodeRequest = z.infer<typeof sendEmailCodeRequest>;

export const registerRequest = z
  .object({
    email: accountEmailField,
    emailCode: sixDigitCode,
    password: passwordField,
    confirmPassword: textField({ trim: false }).min(1, 'required'),
    companyName: requiredText(100),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordMismatch',
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const resetPasswordRequest = z
  .object({
    email: accountEmailField,
    emailCode: sixDigitCode,
    password: passwordField,
    confirmPassword: textField({ trim: false }).min(1, 'required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordMismatch',
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const checkCaptchaRequest = z.object(captchaFields);

export const captchaResponse = z.object({
  captchaId: z.string(),
  /** A PNG image (240 × 80, shown at 120 × 40) as a data URL. */
  image: z.string(),
  expiresInSeconds: z.number(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;

export const userInfo = z.object({
  id: z.string(),
  userId: z.string(),
  corpId: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  companyName: z.string(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** SDK and server callers get the token; the web app gets a sealed httpOnly cookie instead and no token. */
export const loginResponse = z.object({ token: z.string().optional(), user: userInfo });
export type LoginResponse = z.infer<typeof loginResponse>;

export const userLimits = z.object({
  trial: z.boolean(),
  trialEnded: z.boolean(),
  trialDaysRemaining: z.number().int().nullable(),
  trialEndsAt: z.string().nullable(),
  /** The corporation's cap on sessions (a trial's, or one an operator set), else its cap on digital humans. */
  maxTrialSessions: z.number().int(),
  /** Its cap on digital humans (the plans area's effective limit). */
  maxDigitalHumans: z.number().int(),
  sessionCount: z.number().int(),
  digitalHumanCount: z.number().int(),
  /** An application to continue after the trial is waiting for the operator. */
  continuationPending: z.boolean(),
  /** The operators' latest answer to an application: an approval's new trial end, or a rejection's reason. */
  continuationAnswer: z
    .object({
      status: z.enum(['approved', 'rejected']),
      decidedAt: z.string(),
      rejectReason: z.string().nullable(),
      approvedUntil: z.string().nullable(),
    })
    .nullable(),
});
export type UserLimits = z.infer<typeof userLimits>;

export const trialContinuationRequest = z.object({
  contactName: requiredText(60),
  phone: mobileField,
  message: requiredText(1000, { multiline: true }),
});
export type TrialContinuationRequest = z.infer<typeof trialContinuationRequest>;

/**
 * Where a trial customer applies to continue, at any time of the trial: the console home's trial card, which opens
 * its form when the address names this anchor. Other areas link here from their limit messages.
 */
export const TRIAL_APPLICATION_ANCHOR = 'apply-to-continue';
export const trialApplicationHref = `/dashboard#${TRIAL_APPLICATION_ANCHOR}`;

/** GET captcha: pass the shown captcha's id to refresh it (the old one stops working). */
export const captchaRequest = z.object({
  captchaId: textField({ trim: false }).max(100, 'tooLong').optional(),
});

/**
 * The query key of the user's limits in the browser: other areas' changes (a session created or deleted) make it
 * stale, so it is part of the contract rather than of the accounts' own query keys.
 */
export const USER_LIMITS_QUERY_KEY = ['accounts', 'limits'] as const;

/** The accounts area's API paths (spec §7 "User and system"). */
export const accountPaths = {
  captcha: '/sys-api/captcha',
  captchaCheck: '/sys-api/captcha/check',
  login: '/sys-api/login',
  smsLogin: '/sys-api/login/sms',
  /** The link mailed when strangers' failures lock the account (a redirect, not an API answer). */
  loginUnlock: '/sys-api/login/unlock',
  sendSms: '/sys-api/sms/send',
  sendEmailCode: '/sys-api/email/code',
  register: '/sys-api/register',
  resetPassword: '/sys-api/password/reset',
  userInfo: '/sys-api/user/info',
  logout: '/sys-api/logout',
  userLimits: '/sys-api/user/limits',
  mobileCode: '/sys-api/user/mobile/code',
  bindMobile: '/sys-api/user/mobile',
  trialContinuation: '/sys-api/user/trial-continuation',
  queryUserInfo: '/management/user/queryUserInfo',
} as const;

/** What the send-code calls answer: when the button may be pressed again and how long the code lives. */
export const codeSentResponse = z.object({ resendAfterSeconds: z.number(), expiresInSeconds: z.number() });
export type CodeSentResponse = z.infer<typeof codeSentResponse>;

/** A registration's answer: the new user (no login: the customer logs in next). */
export const registerResponse = z.object({ user: userInfo });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** An application to continue after the trial, stored for the operators. */
export const trialContinuationResponse = z.object({ id: z.string() });
export type TrialContinuationResponse = z.infer<typeof trialContinuationResponse>;

/**
 * `GET /management/user/queryUserInfo` (spec §7): the spec's user fields and the account's basics, gathered from
 * the areas that own them. The applications' keys are stored hashed and shown once when made: only their hints.
 */
export const accountInfo = userInfo.extend({
  /** The corporation's first application (the spec's single appId); all of them in `applications`. */
  appId: z.string().nullable(),
  applications: z.array(z.object({ appId: z.string(), name: z.string(), appKeyHint: z.string() })),
  /** The contact the certification named (authenticator and phone); null before any submission. */
  contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  plan: z.string(),
  trial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  trialDaysRemaining: z.number().int().nullable(),
  certification: z.enum(['unverified', 'submitted', 'verified', 'failed']),
  certified: z.boolean(),
  /** Percent off list prices on the corporation's orders, set by an operator. */
  discountPercent: z.number(),
});
export type AccountInfo = z.infer<typeof accountInfo>;
