'use client';

import { useTranslations } from 'next-intl';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useRegister } from '@/features/accounts/api/register';
import { registerRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { EmailAccountFields } from './EmailAccountFields';
import { rememberLoginEmail } from './login-email';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

/** Registration by email (spec §7): the account and its corporation are created together. */
export function RegisterForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  const register = useRegister();
  const router = useWatchedRouter();
  const form = useApiForm({
    schema: registerRequest,
    defaultValues: { email: '', emailCode: '', password: '', confirmPassword: '', companyName: '' },
    submit: async (values) => {
      await register.mutateAsync(values);
      rememberLoginEmail(values.email);
      router.push(`${devicePath('/login', device)}?registered=1`);
    },
    leavesPage: true,
    codeFields: {
      [ApiCode.codeInvalid]: { field: 'emailCode', message: 'codeInvalid' },
      [ApiCode.conflict]: { field: 'email', message: 'emailTaken' },
    },
    messages: { failed: t('failed'), network: t('networkError') },
  });

  return (
    <ApiFormFrame form={form} label={t('registerTitle')} submitLabel={t('submitRegister')} fullWidthSubmit>
      <EmailAccountFields form={form} purpose="register" passwordLabel={t('password')} />
      <FormField
        form={form}
        name="companyName"
        label={t('companyName')}
        autoComplete="organization"
        maxLength={100}
        required
      />
    </ApiFormFrame>
  );
}
