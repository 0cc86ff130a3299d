'use client';

import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useBindMobile, useSendMobileCode } from '@/features/accounts/api/mobile-binding';
import { bindMobileRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { CodeField } from './CodeField';

interface Props {
  /** The number bound now, if any: the form then changes it. */
  current: string | null;
  /** Called once the new number is saved and the page shows it. */
  onDone: () => void;
  onCancel: () => void;
}

/** Binds a mobile number to the signed-in account, or replaces it, with a code texted to the new number. */
export function MobileBindingForm({ current, onDone, onCancel }: Props) {
  const t = useTranslations('Account');
  const auth = useTranslations('Auth');
  const router = useRouter();
  const sendCode = useSendMobileCode();
  const bind = useBindMobile();
  const [refreshing, startRefresh] = useTransition();
  const form = useApiForm({
    schema: bindMobileRequest,
    defaultValues: { mobile: '', smsCode: '' },
    submit: async (values) => {
      await bind.mutateAsync(values);
      notifications.show({ message: t('mobileBound'), color: 'teal' });
      // The console shows the account the server verified for the page: render it again to show the number.
      startRefresh(() => {
        router.refresh();
        onDone();
      });
    },
    codeFields: { [ApiCode.codeInvalid]: { field: 'smsCode', message: 'codeInvalid' } },
    messages: { failed: auth('failed'), network: auth('networkError') },
  });
  const title = current ? t('changeMobile') : t('bindMobile');

  async function send(): Promise<boolean> {
    form.setFormError(null);
    if (!(await form.trigger('mobile'))) return false;
    try {
      const sent = await sendCode.mutateAsync({ mobile: form.getValues('mobile').trim() });
      notifications.show({
        message: t('mobileCodeSent', { minutes: Math.round(sent.expiresInSeconds / 60) }),
        color: 'teal',
      });
      return true;
    } catch (error) {
      form.showFailure(error);
      return false;
    }
  }

  return (
    <ApiFormFrame
      form={form}
      label={title}
      submitLabel={t('saveMobile')}
      gap="sm"
      actions={
        <Button variant="default" onClick={onCancel} disabled={form.submitting || refreshing}>
          {t('cancel')}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t('mobileBindHint')}
      </Text>
      <FormField
        form={form}
        name="mobile"
        label={current ? t('newMobile') : t('mobileNumber')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
      />
      <CodeField form={form} name="smsCode" label={auth('smsCode')} onSend={send} />
    </ApiFormFrame>
  );
}
