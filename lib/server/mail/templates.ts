import 'server-only';
import type { ApiLang } from '../api/messages';

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

export function smsCodeText(lang: ApiLang, code: string, minutes: number) {
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

/** Sent when the account-wide login lock turns a browser away; in both languages, with a link to each site. */
export function loginUnlockMail(links: { zh: string; en: string }) {
  return {
    subject: `${BRAND.zh}：账号登录已暂时受限 / ${BRAND.en}: logins to your account are paused`,
    text:
      `您的账号近期多次登录失败，新设备的登录已暂时受限。如果需要现在登录，请在要登录的浏览器中打开下面的链接，然后照常输入密码：\n${links.zh}\n\n` +
      `该链接 24 小时内有效，只让打开它的浏览器不受此限制，不会替您登录。如果失败的登录不是您本人所为，建议修改密码。\n\n` +
      `Your account has had many failed logins, so logins from new browsers are paused. To log in now, open this link in the browser you want to use, then enter your password as usual:\n${links.en}\n\n` +
      `The link works for 24 hours and only frees the browser that opens it; it does not log you in. If the failed logins were not yours, consider changing your password.`,
  };
}
