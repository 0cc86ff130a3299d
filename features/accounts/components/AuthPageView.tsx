import { getTranslations } from 'next-intl/server';
import { AuthCard } from './AuthCard';
import { AuthIsland } from './AuthIsland';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetForm } from './ResetForm';

export type AuthPageKind = 'login' | 'register' | 'reset';

/** One auth page (desktop or mobile): a static shell around its client form. */
export async function AuthPageView({ page, mobile }: { page: AuthPageKind; mobile: boolean }) {
  const t = await getTranslations('Auth');
  const prefix = mobile ? '/mobile' : '';
  const footer =
    page === 'login'
      ? { text: t('noAccount'), linkLabel: t('registerLink'), href: `${prefix}/register` }
      : { text: t('haveAccount'), linkLabel: t('loginLink'), href: `${prefix}/login` };
  return (
    <AuthIsland>
      <AuthCard title={t(`${page}Title`)} intro={t(`${page}Intro`)} footer={footer}>
        {page === 'login' && <LoginForm mobile={mobile} />}
        {page === 'register' && <RegisterForm mobile={mobile} />}
        {page === 'reset' && <ResetForm mobile={mobile} />}
      </AuthCard>
    </AuthIsland>
  );
}
