'use client';

import { Anchor, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect } from 'react';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { captchaQueryOptions } from '@/features/accounts/api/captcha';
import { useLogin } from '@/features/accounts/api/login';
import { loginRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { CaptchaField } from './CaptchaField';
import { takeLoginEmail } from './login-email';
import { goAfterLogin } from './useAfterLogin';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

export function PasswordLoginForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useApiForm({
    schema: loginRequest,
    defaultValues: { username: '', password: '', captchaId: '', captchaCode: '' },
    submit: async (values) => {
      await login.mutateAsync(values);
      goAfterLogin(device);
    },
    leavesPage: true,
    codeFields: { [ApiCode.captchaInvalid]: { field: 'captchaCode', message: 'captchaInvalid' } },
    messages: { failed: t('failed'), network: t('networkError') },
    onFailure: (): void => {
      // A captcha answer is single use: every failed attempt needs a new image.
      form.setValue('captchaCode', '');
      void queryClient.refetchQueries({ queryKey: captchaQueryOptions().queryKey });
    },
  });
  const { setValue } = form;

  useEffect(() => {
    // The address just registered or reset, so the visitor types only the password.
    const email = takeLoginEmail();
    if (email) setValue('username', email);
  }, [setValue]);

  return (
    <ApiFormFrame form={form} label={t('tabPassword')} submitLabel={t('submitLogin')} fullWidthSubmit>
      <FormField
        form={form}
        name="username"
        label={t('email')}
        type="email"
        autoComplete="username"
        maxLength={60}
        required
      />
      <FormField
        form={form}
        kind="password"
        visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
        name="password"
        label={t('password')}
        autoComplete="current-password"
        maxLength={60}
        required
      />
      <CaptchaField form={form} />
      <Group justify="flex-end">
        <Anchor component={Link} href={devicePath('/reset', device)} size="sm">
          {t('forgotPassword')}
        </Anchor>
      </Group>
    </ApiFormFrame>
  );
}
