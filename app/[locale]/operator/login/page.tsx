import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OperatorIsland } from '@/features/operator/components/OperatorIsland';
import { OperatorLoginForm } from '@/features/operator/components/OperatorLoginForm';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/operator/login'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Operator' });
  return { title: t('loginTitle'), robots: { index: false, follow: false } };
}

/** /operator/login – the operators' sign-in (password, then TOTP), apart from the customers' login. */
export default async function OperatorLoginPage({ params }: PageProps<'/[locale]/operator/login'>) {
  await setPageLocale(params);
  return (
    <main id="main">
      <OperatorIsland>
        <OperatorLoginForm />
      </OperatorIsland>
    </main>
  );
}
