'use client';

import { Anchor, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/ui/form/PasswordField';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { TextField } from '@/components/ui/form/TextField';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { captchaQueryOptions } from '@/features/accounts/api/captcha';
import { useLogin } from '@/features/accounts/api/login';
import { loginRequest, type LoginRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { CaptchaField } from './CaptchaField';
import { FormError } from './FormError';
import { goAfterLogin } from './useAfterLogin';

const FIELDS = ['username', 'password', 'captchaCode'] as const;

export function PasswordLoginForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  const queryClient = useQueryClient();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  // Validation starts at the first submit (then follows each change): a message appearing when a field loses
  // focus would shift the button under the pointer between press and release, and swallow the click.
  const { control, handleSubmit, setError, setValue } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { username: '', password: '', captchaId: '', captchaCode: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      goAfterLogin(device);
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          codeFields: { [ApiCode.captchaInvalid]: { field: 'captchaCode', message: 'captchaInvalid' } },
          messages: { failed: t('failed'), network: t('networkError') },
        }),
      );
      // A captcha answer is single use: every failed attempt needs a new image.
      setValue('captchaCode', '');
      void queryClient.refetchQueries({ queryKey: captchaQueryOptions().queryKey });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t('tabPassword')}>
      <HydratedFieldset>
        <Stack gap="md">
          <TextField
            control={control}
            name="username"
            label={t('email')}
            type="email"
            autoComplete="username"
            maxLength={60}
            required
          />
          <PasswordField
            control={control}
            visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
            name="password"
            label={t('password')}
            autoComplete="current-password"
            maxLength={60}
            required
          />
          <CaptchaField control={control} setValue={setValue} />
          <Group justify="flex-end">
            <Anchor component={Link} href={devicePath('/reset', device)} size="sm">
              {t('forgotPassword')}
            </Anchor>
          </Group>
          <FormError message={failure} />
          <Button type="submit" loading={login.isPending || login.isSuccess} fullWidth>
            {t('submitLogin')}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
