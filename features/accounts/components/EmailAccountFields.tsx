'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form/FormField';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { useSendEmailCode } from '@/features/accounts/api/send-email-code';
import { CodeField } from './CodeField';

type EmailAccount = FieldValues & {
  email: string;
  emailCode: string;
  password: string;
  confirmPassword: string;
};

interface Props<T extends EmailAccount, U> {
  form: ApiForm<T, U>;
  purpose: 'register' | 'reset';
  passwordLabel: string;
}

/** The email, the code mailed to it, and a new password twice: what registration and the password reset ask. */
export function EmailAccountFields<T extends EmailAccount, U>({ form, purpose, passwordLabel }: Props<T, U>) {
  const t = useTranslations('Auth');
  const send = useSendEmailCode();
  const path = (name: keyof EmailAccount & string) => name as Path<T>;
  const toggle = { 'aria-label': t('togglePassword') };

  async function sendCode(): Promise<boolean> {
    form.setFormError(null);
    if (!(await form.trigger(path('email')))) return false;
    try {
      await send.mutateAsync({ email: String(form.getValues(path('email'))).trim(), purpose });
      // The server answers a registered address like a free one (it mails the owner a reminder instead), so the
      // toast says what may have happened: the form never tells whether an address has an account.
      notifications.show({
        message: t(purpose === 'register' ? 'registerCodeSent' : 'codeSent'),
        color: 'teal',
      });
      return true;
    } catch (error) {
      // Not the form's submit codes: a failed send is about the address, or a message for the whole form.
      form.showFailure(error, {});
      return false;
    }
  }

  return (
    <>
      <FormField
        form={form}
        name={path('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        required
      />
      <CodeField form={form} name={path('emailCode')} label={t('emailCode')} onSend={sendCode} />
      <FormField
        form={form}
        kind="password"
        visibilityToggleButtonProps={toggle}
        name={path('password')}
        label={passwordLabel}
        description={t('passwordHint')}
        autoComplete="new-password"
        maxLength={60}
        required
      />
      <FormField
        form={form}
        kind="password"
        visibilityToggleButtonProps={toggle}
        name={path('confirmPassword')}
        label={t('confirmPassword')}
        autoComplete="new-password"
        maxLength={60}
        required
      />
    </>
  );
}
