'use client';

import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { MobileBindingForm } from './MobileBindingForm';
import { useSignedInAccount } from './SignedInAccount';

/** The account's basics; on the console homes (desktop and phone) it leads to the account page. */
export function AccountCard({ accountPageLink = true }: { accountPageLink?: boolean }) {
  const t = useTranslations('Account');
  const formatDay = useFormatDay();
  const { user } = useSignedInAccount();
  const [binding, setBinding] = useState(false);
  const rows = [
    [t('company'), user.companyName],
    [t('email'), user.email],
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
        <div>
          <Text component="dt" size="xs" c="dimmed">
            {t('mobile')}
          </Text>
          <Group component="dd" m={0} gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={500} c={user.mobile ? undefined : 'dimmed'} data-testid="account-mobile">
              {user.mobile ?? t('mobileNotBound')}
            </Text>
            {!binding && (
              <Button variant="light" size="compact-sm" onClick={() => setBinding(true)}>
                {user.mobile ? t('changeMobile') : t('bindMobile')}
              </Button>
            )}
          </Group>
        </div>
      </Stack>
      {binding && (
        <Card.Section withBorder inheritPadding py="md" mt="md">
          <MobileBindingForm
            current={user.mobile}
            onDone={() => setBinding(false)}
            onCancel={() => setBinding(false)}
          />
        </Card.Section>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('memberSince', { date: formatDay(user.createdAt) })}
      </Text>
      {accountPageLink && (
        <Anchor component={Link} href="/dashboard/account" size="sm" mt="xs">
          {t('accountLink')}
        </Anchor>
      )}
    </Card>
  );
}
