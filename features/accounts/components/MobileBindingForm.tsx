'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/TextField';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { useBindMobile, useSendMobileCode } from '@/features/accounts/api/accounts';
import { bindMobileRequest, type BindMobileRequest } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { CodeButton } from './CodeButton';
import { FormError } from './FormError';

const FIELDS = ['mobile', 'smsCode'] as const;

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
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, trigger, getValues } = useForm<BindMobileRequest>({
    resolver: zodResolver(bindMobileRequest),
    defaultValues: { mobile: '', smsCode: '' },
  });
  const messages = { failed: auth('failed'), network: auth('networkError') };
  const title = current ? t('changeMobile') : t('bindMobile');

  async function send(): Promise<boolean> {
    setFailure(null);
    if (!(await trigger('mobile'))) return false;
    try {
      const sent = await sendCode.mutateAsync({ mobile: getValues('mobile').trim() });
      notifications.show({
        message: t('mobileCodeSent', { minutes: Math.round(sent.expiresInSeconds / 60) }),
        color: 'teal',
      });
      return true;
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fields: FIELDS, messages }));
      return false;
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await bind.mutateAsync(values);
      notifications.show({ message: t('mobileBound'), color: 'teal' });
      // The console shows the account the server verified for the page: render it again to show the number.
      startRefresh(() => {
        router.refresh();
        onDone();
      });
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
    <form method="post" onSubmit={onSubmit} noValidate aria-label={title}>
      <HydratedFieldset>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('mobileBindHint')}
          </Text>
          <TextField
            control={control}
            name="mobile"
            label={current ? t('newMobile') : t('mobileNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextField
              control={control}
              name="smsCode"
              label={auth('smsCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              required
              style={{ flex: 1 }}
            />
            <div style={{ marginTop: 25 }}>
              <CodeButton onSend={send} />
            </div>
          </Group>
          <FormError message={failure} />
          <Group gap="sm">
            <Button type="submit" loading={bind.isPending || refreshing}>
              {t('saveMobile')}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={bind.isPending || refreshing}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
