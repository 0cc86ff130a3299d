import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { AuthCard } from './AuthCard';
import { AuthIsland } from './AuthIsland';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetForm } from './ResetForm';

export type AuthPageKind = 'login' | 'register' | 'reset';

/** One auth page (desktop or mobile): a static shell around its client form. */
export async function AuthPageView({ page, device }: { page: AuthPageKind; device: Device }) {
  const t = await getTranslations('Auth');
  const footer =
    page === 'login'
      ? { text: t('noAccount'), linkLabel: t('registerLink'), href: devicePath('/register', device) }
      : { text: t('haveAccount'), linkLabel: t('loginLink'), href: devicePath('/login', device) };
  return (
    <AuthIsland>
      <AuthCard title={t(`${page}Title`)} intro={t(`${page}Intro`)} footer={footer}>
        {page === 'login' && <LoginForm device={device} />}
        {page === 'register' && <RegisterForm device={device} />}
        {page === 'reset' && <ResetForm device={device} />}
      </AuthCard>
    </AuthIsland>
  );
}
