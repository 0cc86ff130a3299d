'use client';

import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useStanding } from '../../api/standing';
import { useFormatFen } from '../money';

/** The balance, arrears, credit limit and discount at the top of the billing center. */
export function StandingCard() {
  const t = useTranslations('BillingCenter');
  const standing = useStanding();
  const fen = useFormatFen();
  const figure = (label: string, value: React.ReactNode, testId?: string) => (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('standing.title')}>
      <QueryState
        query={standing}
        labels={{
          loading: t('common.loading'),
          loadFailed: t('standing.loadFailed'),
          retry: t('common.retry'),
        }}
      >
        {(s) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {figure(t('standing.balance'), fen(s.balanceFen), 'balance')}
            {figure(
              t('standing.arrears'),
              s.arrears ? (
                <ToneBadge tone="red">{t('standing.inArrears')}</ToneBadge>
              ) : (
                <ToneBadge tone="teal">{t('standing.noArrears')}</ToneBadge>
              ),
            )}
            {figure(t('standing.creditLimit'), fen(s.creditLimitFen))}
            {figure(
              t('standing.discount'),
              s.discountPercent > 0
                ? t('standing.discountValue', { percent: s.discountPercent })
                : t('standing.noDiscount'),
            )}
          </SimpleGrid>
        )}
      </QueryState>
    </Card>
  );
}
