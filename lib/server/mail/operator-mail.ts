import 'server-only';
import { serverTranslator } from '../i18n';

/**
 * A mail to the operator in both languages, so any operator can act on it: a subject and an intro in zh and en,
 * then the details as `key: value` lines.
 */
export function operatorMail(
  texts: (lang: 'zh' | 'en') => { subject: string; intro: string },
  details: Record<string, string>,
) {
  const zh = texts('zh');
  const en = texts('en');
  const lines = Object.entries(details).map(([key, value]) => `${key}: ${value}`);
  return {
    subject: `${zh.subject} / ${en.subject}`,
    text: `${zh.intro}\n${en.intro}\n\n${lines.join('\n')}`,
  };
}

export const brand = (lang: 'zh' | 'en') => serverTranslator(lang, 'Common')('brand');
