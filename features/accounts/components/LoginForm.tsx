'use client';

import { Stack, Tabs } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Device } from '@/lib/routing/device';
import { LoginNotice } from './LoginNotice';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

/** Spec §5 "Login": email, password and image captcha, or mobile number and SMS code. */
export function LoginForm({ device }: { device: Device }) {
  const t = useTranslations('Auth');
  return (
    <Stack gap="md">
      <LoginNotice />
      <Tabs defaultValue="password">
        <Tabs.List grow mb="md">
          <Tabs.Tab value="password">{t('tabPassword')}</Tabs.Tab>
          <Tabs.Tab value="sms">{t('tabSms')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password">
          <PasswordLoginForm device={device} />
        </Tabs.Panel>
        <Tabs.Panel value="sms">
          <SmsLoginForm device={device} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
