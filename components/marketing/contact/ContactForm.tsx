'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '@/components/ui/form/TextareaField';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { TextField } from '@/components/ui/form/TextField';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { useWebClientMessages } from '@/components/ui/useWebClientMessages';
import { ApiError } from '@/lib/api/api-error';
import { webApiClient } from '@/lib/api/web-client';
import { ApiCode } from '@/lib/contract/codes';
import { contactRequest } from '@/lib/contract/contact';
import { apiPaths } from '@/lib/contract/paths';

type Input = z.input<typeof contactRequest>;
type Output = z.output<typeof contactRequest>;

const EMPTY: Input = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  location: '',
  position: '',
  industry: '',
  product: '',
  message: '',
  website: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof Input)[];
const INDUSTRIES = [
  'finance',
  'entertainment',
  'customerService',
  'education',
  'retail',
  'government',
  'other',
] as const;
const PRODUCTS = ['realtime', 'cloning', 'video', 'offline', 'sdk', 'companion'] as const;

type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The partner contact form of spec §5; the same schema checks it here and in the API. */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Failures show in the form's own alert, so the client's notifier has nothing to add here.
  useWebClientMessages(() => {});
  const { control, register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(contactRequest),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    try {
      await webApiClient().post(apiPaths.contact, values);
      reset(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      // On failure nothing is reset: the visitor keeps everything typed.
      const message =
        error instanceof ApiError && Number(error.code) === ApiCode.rateLimited
          ? t('errors.rateLimited')
          : applyServerErrors(error, setError, {
              fields: FIELDS,
              messages: { failed: t('errors.failed'), network: t('errors.network') },
            });
      if (message) setStatus({ kind: 'failed', message });
    }
  });

  const options = (prefix: 'industries' | 'products', keys: readonly string[]) => [
    { value: '', label: t('choose') },
    ...keys.map((key) => {
      const label = t(`${prefix}.${key}` as Parameters<typeof t>[0]);
      return { value: label, label };
    }),
  ];

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('formLabel')} data-testid="contact-form">
      <HydratedFieldset>
        <Stack gap="md">
          {status.kind === 'sent' ? (
            <Alert color="green" title={t('successTitle')} role="status" data-testid="contact-success">
              {t('successBody')}
            </Alert>
          ) : null}
          {status.kind === 'failed' ? (
            <Alert color="red" title={t('errorTitle')} role="alert" data-testid="contact-error">
              {status.message}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('requiredNote')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              control={control}
              name="firstName"
              label={t('firstName')}
              withAsterisk
              autoComplete="given-name"
            />
            <TextField
              control={control}
              name="lastName"
              label={t('lastName')}
              withAsterisk
              autoComplete="family-name"
            />
            <TextField
              control={control}
              name="company"
              label={t('company')}
              withAsterisk
              autoComplete="organization"
            />
            <TextField
              control={control}
              name="email"
              type="email"
              label={t('email')}
              withAsterisk
              autoComplete="email"
            />
            <TextField
              control={control}
              name="phone"
              type="tel"
              label={t('phone')}
              withAsterisk
              autoComplete="tel"
            />
            <TextField
              control={control}
              name="location"
              label={t('location')}
              withAsterisk
              autoComplete="address-level2"
            />
            <TextField
              control={control}
              name="position"
              label={t('position')}
              withAsterisk
              autoComplete="organization-title"
            />
            <NativeSelect
              {...register('industry')}
              label={t('industry')}
              data={options('industries', INDUSTRIES)}
            />
            <NativeSelect
              {...register('product')}
              label={t('product')}
              data={options('products', PRODUCTS)}
            />
          </SimpleGrid>
          <TextareaField
            control={control}
            name="message"
            label={t('message')}
            placeholder={t('messagePlaceholder')}
            withAsterisk
            rows={5}
          />
          {/* Honeypot: people never see or reach it; bots that fill every input do. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor="contact-website">{t('honeypot')}</label>
            <input
              id="contact-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register('website')}
            />
          </div>
          <div>
            <Button type="submit" loading={formState.isSubmitting} size="md">
              {formState.isSubmitting ? t('sending') : t('submit')}
            </Button>
          </div>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
