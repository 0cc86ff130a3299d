// The platform API's paths (relative to the service base URL, default `/api`). The first segment is the service
// name that the client may swap (spec §7).

export const WEB_CLIENT_HEADER = 'x-dh-client';

export const apiPaths = {
  captcha: '/sys-api/captcha',
  captchaCheck: '/sys-api/captcha/check',
  login: '/sys-api/login',
  smsLogin: '/sys-api/login/sms',
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
  reportWarning: '/common/reportWarning',
  contact: '/common/contact',
} as const;
