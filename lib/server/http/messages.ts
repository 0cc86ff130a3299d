import 'server-only';

// The API's envelope messages in both languages, picked by the `lang` query parameter. The client catalogue
// (messages/*.json) is for pages; these are what a caller of the API reads, e.g. an SDK user.

export type ApiLang = 'zh' | 'en';

const table = {
  ok: { zh: '成功', en: 'Success' },
  validation: {
    zh: '提交的数据不正确，请检查后重试',
    en: 'Some fields are not valid. Please check and retry.',
  },
  badJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON.' },
  tooLarge: { zh: '请求内容过大', en: 'The request is too large.' },
  unauthenticated: { zh: '请先登录', en: 'Please log in first.' },
  forbidden: { zh: '无权访问该用户或企业的数据', en: 'You may not access this user’s or company’s data.' },
  badOrigin: { zh: '请求来源不被允许', en: 'Requests from this origin are not allowed.' },
  notFound: { zh: '未找到', en: 'Not found.' },
  conflict: { zh: '数据已存在', en: 'This already exists.' },
  emailTaken: {
    zh: '该邮箱已注册，请直接登录或找回密码',
    en: 'This email is already registered. Log in or reset your password.',
  },
  mobileTaken: {
    zh: '该手机号已绑定其他账号',
    en: 'This mobile number belongs to another account.',
  },
  mobileUnchanged: {
    zh: '该手机号已绑定当前账号',
    en: 'This mobile number is already bound to your account.',
  },
  rateLimited: {
    zh: '操作过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests. Please try again in {seconds} seconds.',
  },
  captchaInvalid: {
    zh: '验证码错误或已过期，请刷新后重试',
    en: 'The image code is wrong or expired. Refresh it and retry.',
  },
  codeInvalid: { zh: '验证码错误或已失效', en: 'The verification code is wrong or no longer valid.' },
  codeAttemptsLimited: {
    zh: '验证码尝试次数过多，请 {seconds} 秒后再试',
    en: 'Too many verification code attempts. Please try again in {seconds} seconds.',
  },
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong username or password.' },
  loginLocked: {
    zh: '登录失败次数过多，请 {seconds} 秒后再试',
    en: 'Too many failed logins. Please try again in {seconds} seconds.',
  },
  trialEnded: {
    zh: '试用期已结束，请申请继续使用',
    en: 'Your trial has ended. Please apply to continue.',
  },
  continuationPending: {
    zh: '您的申请已提交，请等待运营人员联系',
    en: 'Your application has already been sent. The operator will contact you.',
  },
  limitReached: { zh: '已超过数量上限', en: 'The maximum number has been reached.' },
  internal: { zh: '服务异常，请稍后重试', en: 'Something went wrong on our side. Please retry later.' },
  loginExpired: { zh: '登录信息已过期，请重新登录', en: 'Your login has expired. Please log in again.' },
  loggedInElsewhere: {
    zh: '账号已在其他地方登录，请重新登录',
    en: 'Your account was logged in elsewhere. Please log in again.',
  },
  logoutDone: { zh: '已退出登录', en: 'Logged out.' },
  codeSent: { zh: '验证码已发送', en: 'The code has been sent.' },
} satisfies Record<string, Record<ApiLang, string>>;

export type MessageKey = keyof typeof table;

export function apiLang(request: Request): ApiLang {
  const lang = new URL(request.url).searchParams.get('lang');
  return lang?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function apiMessage(
  key: MessageKey,
  lang: ApiLang,
  params: Record<string, string | number> = {},
): string {
  return table[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
