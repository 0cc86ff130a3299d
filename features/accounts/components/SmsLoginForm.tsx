'use client';

import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/form/TextField';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { captchaQueryOptions, useSendSms, useSmsLogin } from '@/features/accounts/api/accounts';
import { smsLoginRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { CaptchaField } from './CaptchaField';
import { CodeButton } from './CodeButton';
import { FormError } from './FormError';
import { goAfterLogin } from './useAfterLogin';

// The image captcha guards sending the SMS, not the login itself: it is checked when the code is requested.
const smsLoginForm = smsLoginRequest.extend({ captchaId: z.string(), captchaCode: z.string() });
type SmsLoginForm = z.infer<typeof smsLoginForm>;

const FIELDS = ['mobile', 'smsCode', 'captchaCode'] as const;

export function SmsLoginForm({ mobile }: { mobile: boolean }) {
  const t = useTranslations('Auth');
  const queryClient = useQueryClient();
  const sendSms = useSendSms();
  const login = useSmsLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, trigger, getValues } = useForm<SmsLoginForm>({
    resolver: zodResolver(smsLoginForm),
    defaultValues: { mobile: '', smsCode: '', captchaId: '', captchaCode: '' },
  });
  const messages = { failed: t('failed'), network: t('networkError') };

  async function sendCode(): Promise<boolean> {
    setFailure(null);
    const mobileOk = await trigger('mobile');
    const { mobile: number, captchaId, captchaCode } = getValues();
    if (!captchaCode.trim()) setError('captchaCode', { type: 'required', message: 'required' });
    if (!mobileOk || !captchaCode.trim()) return false;
    try {
      const sent = await sendSms.mutateAsync({ mobile: number, captchaId, captchaCode: captchaCode.trim() });
      // The server answers alike whether or not an account uses the number, and so does this message.
      notifications.show({
        message: t('smsCodeSent', { minutes: Math.round(sent.expiresInSeconds / 60) }),
        color: 'teal',
      });
      return true;
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          codeFields: { [ApiCode.captchaInvalid]: { field: 'captchaCode', message: 'captchaInvalid' } },
          messages,
        }),
      );
      return false;
    } finally {
      setValue('captchaCode', '');
      void queryClient.refetchQueries({ queryKey: captchaQueryOptions().queryKey });
    }
  }

  const onSubmit = handleSubmit(async ({ mobile: number, smsCode }) => {
    setFailure(null);
    try {
      await login.mutateAsync({ mobile: number, smsCode });
      goAfterLogin(mobile);
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          codeFields: { [ApiCode.codeInvalid]: { field: 'smsCode', message: 'codeInvalid' } },
          messages,
        }),
      );
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t('tabSms')}>
      <HydratedFieldset>
        <Stack gap="md">
          <TextField
            control={control}
            name="mobile"
            label={t('mobile')}
            description={t('smsHint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
          <CaptchaField control={control} setValue={setValue} />
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextField
              control={control}
              name="smsCode"
              label={t('smsCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              required
              style={{ flex: 1 }}
            />
            <div style={{ marginTop: 25 }}>
              <CodeButton onSend={sendCode} />
            </div>
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
