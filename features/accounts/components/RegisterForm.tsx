'use client';

import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { TextField } from '@/components/ui/form/TextField';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { useRegister } from '@/features/accounts/api/register';
import { registerRequest, type RegisterRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { EmailCodeField } from './EmailCodeField';
import { FormError } from './FormError';
import { NewPasswordFields } from './NewPasswordFields';

const FIELDS = ['email', 'emailCode', 'password', 'confirmPassword', 'companyName'] as const;

/** Registration by email (spec §7): the account and its corporation are created together. */
export function RegisterForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  const register = useRegister();
  const router = useWatchedRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, trigger, getValues } = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequest),
    defaultValues: { email: '', emailCode: '', password: '', confirmPassword: '', companyName: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await register.mutateAsync(values);
      router.push(`${devicePath('/login', device)}?registered=1`);
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          codeFields: {
            [ApiCode.codeInvalid]: { field: 'emailCode', message: 'codeInvalid' },
            [ApiCode.conflict]: { field: 'email', message: 'emailTaken' },
          },
          messages: { failed: t('failed'), network: t('networkError') },
        }),
      );
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t('registerTitle')}>
      <HydratedFieldset>
        <Stack gap="md">
          <TextField
            control={control}
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            required
          />
          <EmailCodeField
            control={control}
            purpose="register"
            trigger={trigger}
            getValues={getValues}
            setError={setError}
            onFailure={setFailure}
          />
          <NewPasswordFields control={control} passwordLabel={t('password')} />
          <TextField
            control={control}
            name="companyName"
            label={t('companyName')}
            autoComplete="organization"
            maxLength={100}
            required
          />
          <FormError message={failure} />
          <Button type="submit" loading={register.isPending || register.isSuccess} fullWidth>
            {t('submitRegister')}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
