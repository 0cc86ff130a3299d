'use client';

import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { useSignedInAccount } from './SignedInAccount';

export function AccountCard() {
  const t = useTranslations('Account');
  const formatDay = useFormatDay();
  const { user } = useSignedInAccount();
  const rows = [
    [t('company'), user.companyName],
    [t('email'), user.email],
    [t('mobile'), user.mobile],
  ].filter((row): row is [string, string] => !!row[1]);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="account-card">
      <Title order={2} size="h4" mb="sm">
        {t('accountTitle')}
      </Title>
      <Stack gap="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        {t('memberSince', { date: formatDay(user.createdAt) })}
      </Text>
    </Card>
  );
}
