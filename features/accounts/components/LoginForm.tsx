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
      {/* On a phone the card leaves about 320 px: with less side padding both tabs fit one row at 390 px, and on
          narrower screens a long label wraps inside its tab instead of the tabs stacking. */}
      <Tabs
        defaultValue="password"
        styles={{
          list: { flexWrap: 'nowrap' },
          tab: { paddingInline: 'var(--mantine-spacing-xs)', whiteSpace: 'normal', textAlign: 'center' },
        }}
      >
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
