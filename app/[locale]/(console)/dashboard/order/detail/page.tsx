import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { OrderDetailView } from '@/features/billing/components/detail/OrderDetailView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/order/detail'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BillingCenter.meta' });
  return { title: t('detailTitle'), robots: { index: false, follow: false } };
}

/** One order: paying it, its voucher and history (issue 22 §2); a gateway's return URL leads here too. */
export default async function OrderDetailPage({ params, searchParams }: Props) {
  await setPageLocale(params);
  const { orderNo } = await searchParams;
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'BillingCenter'])}>
      <OrderDetailView orderNo={typeof orderNo === 'string' ? orderNo : ''} />
    </NextIntlClientProvider>
  );
}
