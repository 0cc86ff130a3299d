'use client';

import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { useAccountInfo } from '../api/account-info';

/** The account page's plan card: plan, the trial's days left, the discount an operator set, and the contact. */
export function AccountPlanCard() {
  const t = useTranslations('Account');
  const formatDay = useFormatDay();
  const query = useAccountInfo();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="account-plan">
      <Title order={2} size="h4" mb="sm">
        {t('planTitle')}
      </Title>
      <QueryState
        query={query}
        labels={{ loading: t('infoLoading'), loadFailed: t('infoFailed'), retry: t('retry') }}
      >
        {(info) => {
          const rows: Array<[string, string]> = [
            [t('planTitle'), t('planName', { plan: info.plan })],
            ...(info.trial && info.trialEndsAt
              ? ([
                  [
                    t('trialTitle'),
                    `${t('trialLeft', { days: info.trialDaysRemaining ?? 0 })} · ${formatDay(info.trialEndsAt)}`,
                  ],
                ] as Array<[string, string]>)
              : []),
            [
              t('discount'),
              info.discountPercent > 0
                ? t('discountValue', { percent: info.discountPercent })
                : t('noDiscount'),
            ],
            [t('contactPerson'), info.contact ? `${info.contact.name} · ${info.contact.phone}` : '—'],
          ];
          return (
            <Stack gap="sm">
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
              <Anchor component={Link} href="/subscriptions" size="sm">
                {t('upgrade')}
              </Anchor>
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}
