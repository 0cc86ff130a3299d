'use client';

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { captchaQueryOptions } from '@/features/accounts/api/captcha';
import { useSendSms } from '@/features/accounts/api/send-sms';
import { useSmsLogin } from '@/features/accounts/api/sms-login';
import { smsLoginRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import { goAfterLogin } from './useAfterLogin';
import type { Device } from '@/lib/routing/device';

// The image captcha guards sending the SMS, not the login itself: it is checked when the code is requested.
const smsLoginForm = smsLoginRequest.extend({ captchaId: z.string(), captchaCode: z.string() });

export function SmsLoginForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  const queryClient = useQueryClient();
  const sendSms = useSendSms();
  const login = useSmsLogin();
  const form = useApiForm({
    schema: smsLoginForm,
    defaultValues: { mobile: '', smsCode: '', captchaId: '', captchaCode: '' },
    submit: async ({ mobile: number, smsCode }) => {
      await login.mutateAsync({ mobile: number, smsCode });
      goAfterLogin(device);
    },
    leavesPage: true,
    codeFields: { [ApiCode.codeInvalid]: { field: 'smsCode', message: 'codeInvalid' } },
    messages: { failed: t('failed'), network: t('networkError') },
  });

  async function sendCode(): Promise<boolean> {
    form.setFormError(null);
    const mobileOk = await form.trigger('mobile');
    const { mobile: number, captchaId, captchaCode } = form.getValues();
    if (!captchaCode.trim()) form.setError('captchaCode', { type: 'required', message: 'required' });
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
      form.showFailure(error, {
        [ApiCode.captchaInvalid]: { field: 'captchaCode', message: 'captchaInvalid' },
      });
      return false;
    } finally {
      form.setValue('captchaCode', '');
      void queryClient.refetchQueries({ queryKey: captchaQueryOptions().queryKey });
    }
  }

  return (
    <ApiFormFrame form={form} label={t('tabSms')} submitLabel={t('submitLogin')} fullWidthSubmit>
      <FormField
        form={form}
        name="mobile"
        label={t('mobile')}
        description={t('smsHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
      />
      <CaptchaField form={form} />
      <CodeField form={form} name="smsCode" label={t('smsCode')} onSend={sendCode} />
    </ApiFormFrame>
  );
}
