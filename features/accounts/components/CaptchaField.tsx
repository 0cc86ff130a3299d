'use client';

import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { FormField } from '@/components/ui/form/FormField';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { captchaQueryOptions } from '@/features/accounts/api/captcha';

type WithCaptcha = FieldValues & { captchaId: string; captchaCode: string };

/** The image captcha: the image comes from the API with its id, which the form sends with the typed answer. */
export function CaptchaField<T extends WithCaptcha, U>({ form }: { form: ApiForm<T, U> }) {
  const t = useTranslations('Auth');
  const captcha = useQuery(captchaQueryOptions());
  const captchaId = captcha.data?.captchaId ?? '';
  const { setValue } = form;

  useEffect(() => {
    setValue('captchaId' as Path<T>, captchaId as PathValue<T, Path<T>>);
  }, [captchaId, setValue]);

  const refresh = () => void captcha.refetch();

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <FormField
        form={form}
        name={'captchaCode' as Path<T>}
        label={t('captcha')}
        autoComplete="off"
        maxLength={10}
        required
        style={{ flex: 1 }}
      />
      <UnstyledButton
        onClick={refresh}
        aria-label={t('refreshCaptcha')}
        title={t('refreshCaptcha')}
        mt={25}
        style={{ width: 120, height: 40, display: 'grid', placeItems: 'center', flexShrink: 0 }}
        data-testid="captcha-refresh"
      >
        {captcha.isFetching ? (
          <Loader size="sm" />
        ) : captcha.data ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL from the API, nothing to optimise
          <img src={captcha.data.image} alt={t('captchaAlt')} width={120} height={40} />
        ) : (
          <Text size="xs" c="red.8">
            {t('captchaUnavailable')}
          </Text>
        )}
      </UnstyledButton>
    </Group>
  );
}
