import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ActivitiesView } from '@/features/operator/components/activities/ActivitiesView';
import { verifiedOperator } from '@/features/operator/server/page-session';
import { pickMessages } from '@/lib/i18n/pick';

/** /operator/activities – promotions (admins, or operators with promotion.manage). */
export default async function ActivitiesPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('promotion.manage')) notFound();
  // The office's island picks its own namespaces; this page's view reads its own too.
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, ['Operator', 'OperatorActivities', 'Validation', 'Api'])}
    >
      <ActivitiesView />
    </NextIntlClientProvider>
  );
}
