import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { serverTranslator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import { brand } from '@/lib/server/mail/operator-mail';
import { queueMail } from '@/lib/server/mail/mail-queue';
import { yuan } from '../ledger';
import type { InvoiceRow } from './invoice-rows';

// The customer's mail about an invoice decision (texts: `InvoiceMail`), in both languages like the order mails,
// to the address the request named. Queued after the commit (tried again while the mail server is down); a mail
// that cannot be queued is logged, never undoes the decision.

export async function mailInvoice(db: Db, outcome: 'issued' | 'rejected', row: InvoiceRow) {
  const part = (lang: 'zh' | 'en') => {
    const t = serverTranslator(lang, 'InvoiceMail');
    const values = {
      brand: brand(lang),
      title: row.title,
      amount: yuan(row.amountFen),
      invoiceNumber: row.invoiceNumber ?? '',
      reason: row.reason ?? '',
    };
    return { subject: t(`${outcome}Subject`, values), text: t(`${outcome}Text`, values) };
  };
  const zh = part('zh');
  const en = part('en');
  try {
    await queueMail(db, {
      to: row.email,
      subject: `${zh.subject} / ${en.subject}`,
      text: `${zh.text}\n\n---\n\n${en.text}`,
    });
  } catch (error) {
    log.warn({ err: error, invoiceId: row.id, outcome }, 'invoice mail not sent');
  }
}
