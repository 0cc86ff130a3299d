import 'server-only';
import { serverTranslator } from '@/lib/server/i18n';
import { operatorMail } from '@/lib/server/mail/operator-mail';

/** The operator's notice of a partner enquiry (namespace `ContactMail`). */
export const contactNotificationMail = (form: Record<string, string>) =>
  operatorMail((lang) => {
    const t = serverTranslator(lang, 'ContactMail');
    return {
      subject: t('subject', {
        company: form.company ?? '',
        name: `${form.firstName ?? ''} ${form.lastName ?? ''}`.trim(),
      }),
      intro: t('intro'),
    };
  }, form);
