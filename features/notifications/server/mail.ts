import 'server-only';
import { serverTranslator } from '@/lib/server/i18n';
import { brand } from '@/lib/server/mail/operator-mail';
import { describeNotification, type NotificationsTranslator } from '../describe';

/**
 * A notification as a mail, in both languages (the account keeps no language), like the other customer mails. The
 * link is the page's path: the platform knows no public origin of its own (each host serves a language).
 */
export function notificationMail(notification: {
  kind: string;
  params: Record<string, string>;
  href: string;
}) {
  const part = (lang: 'zh' | 'en') => {
    const t = serverTranslator(lang, 'Notifications') as unknown as NotificationsTranslator;
    const { summary, details } = describeNotification(t, notification);
    return {
      subject: `${brand(lang)}: ${t('mailSubject', { summary })}`,
      text: t('mailText', { summary, details, link: notification.href }),
    };
  };
  const zh = part('zh');
  const en = part('en');
  return { subject: `${zh.subject} / ${en.subject}`, text: `${zh.text}\n\n---\n\n${en.text}` };
}
