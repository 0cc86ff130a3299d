import 'server-only';
import type { ApiLang } from '@/lib/server/http/messages';

// Texts of the mails and text messages the platform sends, in both languages.

const BRAND = { zh: '数字人开放平台', en: 'Digital Human Platform' };

export function emailCodeMail(lang: ApiLang, code: string, purpose: 'register' | 'reset', minutes: number) {
  if (lang === 'en') {
    const action = purpose === 'register' ? 'create your account' : 'reset your password';
    return {
      subject: `${BRAND.en}: your verification code ${code}`,
      text: `Your verification code is ${code}. Use it within ${minutes} minutes to ${action}.\n\nIf you did not ask for it, ignore this mail: nothing changes without the code.`,
    };
  }
  const action = purpose === 'register' ? '注册账号' : '重置密码';
  return {
    subject: `${BRAND.zh}：验证码 ${code}`,
    text: `您的验证码是 ${code}，请在 ${minutes} 分钟内用于${action}。\n\n如果这不是您本人的操作，请忽略本邮件：没有验证码，账号不会有任何变化。`,
  };
}

export function smsCodeText(
  lang: ApiLang,
  code: string,
  minutes: number,
  purpose: 'login' | 'bind' = 'login',
) {
  if (purpose === 'bind')
    return lang === 'en'
      ? `[${BRAND.en}] Your code to add this mobile number to your account is ${code}, valid for ${minutes} minutes. Do not share it; if you did not ask for it, ignore this message.`
      : `【${BRAND.zh}】您正在为账号绑定此手机号，验证码是 ${code}，${minutes} 分钟内有效，请勿泄露。如非本人操作，请忽略本短信。`;
  return lang === 'en'
    ? `[${BRAND.en}] Your login code is ${code}, valid for ${minutes} minutes. Do not share it.`
    : `【${BRAND.zh}】您的登录验证码是 ${code}，${minutes} 分钟内有效，请勿泄露。`;
}

/** The operator reads these; they are written in both languages so any operator can act on them. */
export function contactNotificationMail(form: Record<string, string>) {
  const lines = Object.entries(form).map(([key, value]) => `${key}: ${value}`);
  return {
    subject: `合作咨询 / Partner enquiry: ${form.company ?? ''} (${form.firstName ?? ''} ${form.lastName ?? ''})`,
    text: `新的合作咨询 / A new partner enquiry:\n\n${lines.join('\n')}`,
  };
}

export function trialContinuationMail(details: Record<string, string>) {
  const lines = Object.entries(details).map(([key, value]) => `${key}: ${value}`);
  return {
    subject: `试用续期申请 / Trial continuation request: ${details.companyName ?? ''}`,
    text: `一位用户申请在试用期结束后继续使用 / A user asks to continue after the trial:\n\n${lines.join('\n')}`,
  };
}
