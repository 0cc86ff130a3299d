import 'server-only';
import { serverTranslator } from '@/lib/server/i18n';
import { brand } from '@/lib/server/mail/operator-mail';

/** The customer's mail about a decision, in both languages (the account keeps no language), like the trial's. */
export function certificationMail(
  outcome: 'verified' | 'failed',
  details: { company: string; reason?: string },
) {
  const part = (lang: 'zh' | 'en') => {
    const t = serverTranslator(lang, 'CertificationMail');
    return {
      subject: t(outcome === 'verified' ? 'verifiedSubject' : 'failedSubject', { brand: brand(lang) }),
      text:
        outcome === 'verified'
          ? t('verifiedText', { company: details.company })
          : t('failedText', { company: details.company, reason: details.reason ?? '' }),
    };
  };
  const zh = part('zh');
  const en = part('en');
  return { subject: `${zh.subject} / ${en.subject}`, text: `${zh.text}\n\n---\n\n${en.text}` };
}
