'use client';

import { useTranslations } from 'next-intl';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useResetPassword } from '@/features/accounts/api/reset-password';
import { resetPasswordRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { EmailAccountFields } from './EmailAccountFields';
import { rememberLoginEmail } from './login-email';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

/** Spec §5 "Reset password": email, code, and the new password twice. */
export function ResetForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  const reset = useResetPassword();
  const router = useWatchedRouter();
  const form = useApiForm({
    schema: resetPasswordRequest,
    defaultValues: { email: '', emailCode: '', password: '', confirmPassword: '' },
    submit: async (values) => {
      await reset.mutateAsync(values);
      rememberLoginEmail(values.email);
      router.push(`${devicePath('/login', device)}?reset=1`);
    },
    leavesPage: true,
    codeFields: { [ApiCode.codeInvalid]: { field: 'emailCode', message: 'codeInvalid' } },
    messages: { failed: t('failed'), network: t('networkError') },
  });

  return (
    <ApiFormFrame form={form} label={t('resetTitle')} submitLabel={t('submitReset')} fullWidthSubmit>
      <EmailAccountFields form={form} purpose="reset" passwordLabel={t('newPassword')} />
    </ApiFormFrame>
  );
}
