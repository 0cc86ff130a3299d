import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { BillingCenterView } from '@/features/billing/components/center/BillingCenterView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/order/list'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BillingCenter.meta' });
  return { title: t('listTitle'), robots: { index: false, follow: false } };
}

/** The billing center (spec §2, issue 22 §2): balance, orders, records, buying; the layout has verified the login. */
export default async function OrderListPage({ params, searchParams }: Props) {
  await setPageLocale(params);
  // A payment gateway returns a phone to `?orderNo=…` (the server's return URL): that order's page shows the outcome.
  const { orderNo } = await searchParams;
  if (typeof orderNo === 'string' && orderNo !== '')
    redirect(`/dashboard/order/detail?${new URLSearchParams({ orderNo })}`);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'BillingCenter'])}>
      {/* The view reads the address's query (?buy=, ?tab=), which is known only in the browser. */}
      <Suspense>
        <BillingCenterView />
      </Suspense>
    </NextIntlClientProvider>
  );
}
