import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AccountPageView } from '@/features/accounts/components/AccountPageView';
import { StandingCard } from '@/features/billing/components/center/StandingCard';
import { CertificationSection } from '@/features/certification/components/CertificationSection';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/dashboard/account'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Account' });
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

/**
 * /dashboard/account (spec §2 account, issue 22 §3): sections from the areas that own them — basic info and plan
 * (accounts), certification, and billing's balance, arrears, credit limit and discount in `money`. A desktop page that phones get too
 * (no /mobile twin): every section stacks at 390 px. The console layout has verified the login.
 */
export default async function AccountPage({ params }: Props) {
  await setPageLocale(params);
  const messages = await getMessages();
  return (
    <AccountPageView
      money={
        <NextIntlClientProvider messages={pickMessages(messages, ['BillingCenter'])}>
          <StandingCard />
        </NextIntlClientProvider>
      }
      certification={
        <NextIntlClientProvider messages={pickMessages(messages, ['Certification', 'Validation', 'Api'])}>
          <CertificationSection />
        </NextIntlClientProvider>
      }
    />
  );
}
