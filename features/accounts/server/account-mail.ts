import 'server-only';
import type { ApiLang } from '@/lib/server/http/messages';
import { serverTranslator } from '@/lib/server/i18n';
import { siteRoots } from '@/lib/seo/site-origins';
import { brand, operatorMail } from '@/lib/server/mail/operator-mail';

// The mails and text messages of the accounts area; their texts are the `AccountMail` namespace.

export function emailCodeMail(lang: ApiLang, code: string, purpose: 'register' | 'reset', minutes: number) {
  const t = serverTranslator(lang, 'AccountMail');
  return {
    subject: t('codeSubject', { brand: brand(lang), code }),
    text: t('codeText', { code, minutes, purpose }),
  };
}

/**
 * Sent instead of a registration code when the address already has an account: the code request answers the same
 * either way, so only the owner learns that the address is taken, and learns what to do.
 */
export function alreadyRegisteredMail(lang: ApiLang) {
  const t = serverTranslator(lang, 'AccountMail');
  const origin = siteRoots()[lang];
  return {
    subject: t('registeredSubject', { brand: brand(lang) }),
    text: t('registeredText', {
      brand: brand(lang),
      loginUrl: `${origin}/login`,
      resetUrl: `${origin}/reset`,
    }),
  };
}

export const smsCodeText = (
  lang: ApiLang,
  code: string,
  minutes: number,
  purpose: 'login' | 'bind' = 'login',
) =>
  serverTranslator(lang, 'AccountMail')(purpose === 'bind' ? 'smsBindCode' : 'smsLoginCode', {
    brand: brand(lang),
    code,
    minutes,
  });

export const trialContinuationMail = (details: Record<string, string>) =>
  operatorMail((lang) => {
    const t = serverTranslator(lang, 'AccountMail');
    return {
      subject: t('continuationSubject', { company: details.companyName ?? '' }),
      intro: t('continuationIntro'),
    };
  }, details);

/** Sent when the account-wide login lock turns a browser away; in both languages, with a link to each site. */
export function loginUnlockMail(links: { zh: string; en: string }) {
  const zh = serverTranslator('zh', 'AccountMail');
  const en = serverTranslator('en', 'AccountMail');
  return {
    subject: `${zh('unlockSubject', { brand: brand('zh') })} / ${en('unlockSubject', { brand: brand('en') })}`,
    text: `${zh('unlockText', { link: links.zh })}\n\n${en('unlockText', { link: links.en })}`,
  };
}
