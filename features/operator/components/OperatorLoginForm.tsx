'use client';

import { withBasePath } from '@/lib/config/base-path';
import {
  Alert,
  Button,
  Card,
  Code,
  Image,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { OperatorLoginStep } from '@/features/operator/contract';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { usePasswordStep, useTotpStep } from '../api/hooks';

/** The operators' sign-in: the password, then a TOTP code; at the first sign-in the QR code to enrol comes first. */
export function OperatorLoginForm() {
  const t = useTranslations('Operator');
  const passwordStep = usePasswordStep();
  const totpStep = useTotpStep();
  const [step, setStep] = useState<OperatorLoginStep | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    passwordStep.mutate({ email, password }, { onSuccess: setStep });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    totpStep.mutate(
      { ticket: step.ticket, code: code.trim() },
      {
        onSuccess: () => {
          const target = safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'));
          window.location.assign(withBasePath(target?.startsWith('/operator') ? target : '/operator'));
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="xl" maw={440} mx="auto" mt={80}>
      <Title order={1} size="h3" mb="xs">
        {t('loginTitle')}
      </Title>
      {!step ? (
        <form onSubmit={submitPassword} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('loginIntro')}
            </Text>
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {passwordStep.error && (
              <Alert color="red" role="alert">
                {passwordStep.error.message}
              </Alert>
            )}
            <Button type="submit" loading={passwordStep.isPending}>
              {t('next')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Stack>
            {step.step === 'enrol' ? (
              <>
                <Title order={2} size="h5">
                  {t('enrolTitle')}
                </Title>
                <Text size="sm">{t('enrolIntro')}</Text>
                <Image src={step.qrDataUrl} alt={t('qrAlt')} w={220} h={220} />
                <Text size="sm">
                  {t('enrolKey')}: <Code data-testid="totp-secret">{step.secret}</Code>
                </Text>
              </>
            ) : (
              <>
                <Title order={2} size="h5">
                  {t('totpTitle')}
                </Title>
                <Text size="sm">{t('totpIntro')}</Text>
              </>
            )}
            <TextInput
              label={t('codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            {totpStep.error && (
              <Alert color="red" role="alert">
                {totpStep.error.message}
              </Alert>
            )}
            <Button type="submit" loading={totpStep.isPending}>
              {t('verify')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setStep(null);
                setCode('');
                totpStep.reset();
              }}
            >
              {t('startOver')}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
