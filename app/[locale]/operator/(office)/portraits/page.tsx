import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PortraitsView } from '@/features/operator/components/portraits/PortraitsView';
import { verifiedOperator } from '@/features/operator/server/page-session';
import { pickMessages } from '@/lib/i18n/pick';

/** /operator/portraits – customers' portraits to review: photo, consent, approve or reject (portrait.review). */
export default async function PortraitsPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('portrait.review')) notFound();
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, ['Operator', 'OperatorPortraits', 'Validation', 'Api'])}
    >
      <PortraitsView />
    </NextIntlClientProvider>
  );
}
