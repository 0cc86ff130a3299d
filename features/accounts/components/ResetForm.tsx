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
import { useResetPassword } from '@/features/accounts/api/reset-password';
import { resetPasswordRequest, type ResetPasswordRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { EmailCodeField } from './EmailCodeField';
import { FormError } from './FormError';
import { NewPasswordFields } from './NewPasswordFields';

const FIELDS = ['email', 'emailCode', 'password', 'confirmPassword'] as const;

/** Spec §5 "Reset password": email, code, and the new password twice. */
export function ResetForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  const reset = useResetPassword();
  const router = useWatchedRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, trigger, getValues } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { email: '', emailCode: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
      router.push(`${devicePath('/login', device)}?reset=1`);
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          codeFields: { [ApiCode.codeInvalid]: { field: 'emailCode', message: 'codeInvalid' } },
          messages: { failed: t('failed'), network: t('networkError') },
        }),
      );
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t('resetTitle')}>
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
            purpose="reset"
            trigger={trigger}
            getValues={getValues}
            setError={setError}
            onFailure={setFailure}
          />
          <NewPasswordFields control={control} passwordLabel={t('newPassword')} />
          <FormError message={failure} />
          <Button type="submit" loading={reset.isPending || reset.isSuccess} fullWidth>
            {t('submitReset')}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
