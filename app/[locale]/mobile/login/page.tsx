import { setRequestLocale } from 'next-intl/server';
import { AuthPageView } from '@/features/accounts/components/AuthPageView';
import { authPageMetadata } from '@/features/accounts/components/authPageMetadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return authPageMetadata((await params).locale, 'login', true);
}

export default async function MobileLoginPage({ params }: Props) {
  setRequestLocale((await params).locale as 'zh' | 'en');
  return <AuthPageView page="login" mobile={true} />;
}
