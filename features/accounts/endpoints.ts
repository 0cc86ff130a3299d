import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  accountInfo,
  accountPaths,
  bindMobileRequest,
  captchaRequest,
  captchaResponse,
  checkCaptchaRequest,
  codeSentResponse,
  loginRequest,
  loginResponse,
  mobileCodeRequest,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  sendEmailCodeRequest,
  sendSmsRequest,
  smsLoginRequest,
  trialContinuationRequest,
  trialContinuationResponse,
  userInfo,
} from './contract';

// The accounts area's endpoints (spec §7 "User and system"): sign-in, registration, codes and the signed-in user.
// The route files, the API client and `npm run openapi` read these. (Logout and the user's limits are declared by
// their own owners.)

const tag = 'Account';

/** How a login answers, for the reference: the token, or for the web app the sealed cookie instead. */
const LOGIN_ANSWER =
  "Ends the account's earlier login. Server and SDK callers get `token` (send it as `Authorization: Bearer <token>`); the web app (header `x-dh-client: web`) gets no token but the sealed httpOnly session cookie. Both get the device cookie that keeps this browser out of the account-wide lock.";

export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: accountPaths.captcha,
  summary: "A new image captcha; pass the shown one's `captchaId` to retire it",
  tag,
  audience: 'public',
  input: captchaRequest,
  output: captchaResponse,
  errors: [ApiCode.rateLimited],
});

export const captchaCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.captchaCheck,
  summary: 'Check a captcha answer: a wrong one burns the captcha, a right one keeps it for the form',
  tag,
  audience: 'public',
  input: checkCaptchaRequest,
  output: z.null(),
  errors: [ApiCode.captchaInvalid],
});

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.login,
  summary: 'Log in with the email address, the password and an image captcha',
  description: LOGIN_ANSWER,
  tag,
  audience: 'public',
  input: loginRequest,
  output: loginResponse,
  errors: [ApiCode.captchaInvalid, ApiCode.badCredentials, ApiCode.loginLocked],
});

export const smsLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.smsLogin,
  summary: 'Log in with the mobile number and an SMS code',
  description: LOGIN_ANSWER,
  tag,
  audience: 'public',
  input: smsLoginRequest,
  output: loginResponse,
  errors: [ApiCode.codeInvalid, ApiCode.badCredentials, ApiCode.loginLocked],
});

export const loginUnlockEndpoint = defineEndpoint({
  method: 'GET',
  path: accountPaths.loginUnlock,
  summary: "The mailed unlock link: gives this browser the owner's device cookie and redirects to /login",
  description:
    "Opened from the mail sent when strangers' failures lock the account (`?t=` a signed token). Answers 303 to /login, with the device cookie when the token is valid.",
  tag,
  audience: 'public',
  output: z.null(),
  internal: true,
});

export const sendSmsEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.sendSms,
  summary: 'Send a login code by SMS (an image captcha is required)',
  description: 'Answered the same whether the number has an account or not.',
  tag,
  audience: 'public',
  input: sendSmsRequest,
  output: codeSentResponse,
  errors: [ApiCode.captchaInvalid, ApiCode.rateLimited],
});

export const sendEmailCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.sendEmailCode,
  summary: 'Mail a six-digit code for registering or resetting the password',
  description: 'Answered the same whether the address has an account or not.',
  tag,
  audience: 'public',
  input: sendEmailCodeRequest,
  output: codeSentResponse,
  errors: [ApiCode.rateLimited],
});

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.register,
  summary: 'Create the corporation and its first user from an email code',
  tag,
  audience: 'public',
  input: registerRequest,
  output: registerResponse,
  errors: [ApiCode.codeInvalid, ApiCode.conflict],
});

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.resetPassword,
  summary: 'Set a new password with an email code; every open login ends',
  tag,
  audience: 'public',
  input: resetPasswordRequest,
  output: z.null(),
  errors: [ApiCode.codeInvalid],
});

export const userInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: accountPaths.userInfo,
  summary: 'The signed-in user and their corporation',
  tag,
  audience: 'customer',
  output: userInfo,
});

export const queryUserInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: accountPaths.queryUserInfo,
  summary:
    "The signed-in user with the account's basics: applications (appId, the key's hint), contact, plan and trial, certification, discount",
  tag,
  audience: 'customer',
  output: accountInfo,
});

export const mobileCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.mobileCode,
  summary: 'Text a code to the mobile number the signed-in user wants to bind',
  description: '40900 when the number is the one bound already.',
  tag,
  audience: 'customer',
  input: mobileCodeRequest,
  output: codeSentResponse,
  errors: [ApiCode.conflict, ApiCode.rateLimited],
});

export const bindMobileEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.bindMobile,
  summary: "Bind (or replace) the signed-in user's mobile number with its SMS code",
  description: '40900 when another account uses the number.',
  tag,
  audience: 'customer',
  input: bindMobileRequest,
  output: userInfo,
  errors: [ApiCode.codeInvalid, ApiCode.conflict],
});

export const trialContinuationEndpoint = defineEndpoint({
  method: 'POST',
  path: accountPaths.trialContinuation,
  summary: 'Apply to continue after the trial; the operators review it',
  description: '40900 when the corporation is not on the trial or an application is already waiting.',
  tag,
  audience: 'customer',
  input: trialContinuationRequest,
  output: trialContinuationResponse,
  errors: [ApiCode.conflict],
});
