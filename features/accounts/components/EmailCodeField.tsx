'use client';

import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import type {
  Control,
  FieldValues,
  Path,
  UseFormGetValues,
  UseFormSetError,
  UseFormTrigger,
} from 'react-hook-form';
import { TextField } from '@/components/ui/form/TextField';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { useSendEmailCode } from '@/features/accounts/api/send-email-code';
import { CodeButton } from './CodeButton';

type WithEmail = FieldValues & { email: string; emailCode: string };

interface Props<T extends WithEmail> {
  control: Control<T>;
  purpose: 'register' | 'reset';
  trigger: UseFormTrigger<T>;
  getValues: UseFormGetValues<T>;
  setError: UseFormSetError<T>;
  onFailure: (message: string | null) => void;
}

/** The six-digit email code and the button that sends it to the email field's address. */
export function EmailCodeField<T extends WithEmail>({
  control,
  purpose,
  trigger,
  getValues,
  setError,
  onFailure,
}: Props<T>) {
  const t = useTranslations('Auth');
  const send = useSendEmailCode();
  const emailPath = 'email' as Path<T>;

  async function sendCode(): Promise<boolean> {
    onFailure(null);
    if (!(await trigger(emailPath))) return false;
    try {
      await send.mutateAsync({ email: String(getValues(emailPath)).trim(), purpose });
      notifications.show({ message: t('codeSent'), color: 'teal' });
      return true;
    } catch (error) {
      onFailure(
        applyServerErrors(error, setError, {
          fields: [emailPath],
          messages: { failed: t('failed'), network: t('networkError') },
        }),
      );
      return false;
    }
  }

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextField
        control={control}
        name={'emailCode' as Path<T>}
        label={t('emailCode')}
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
  );
}
