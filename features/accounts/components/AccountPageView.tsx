'use client';

import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AccountCard } from './AccountCard';
import { AccountPlanCard } from './AccountPlanCard';

/**
 * /dashboard/account's frame: the accounts area's own cards (basic info, plan), then what other areas add, which the
 * route composes — `money` (billing's balance and arrears card) beside them, `certification` below.
 */
export function AccountPageView({ money, certification }: { money?: ReactNode; certification: ReactNode }) {
  const t = useTranslations('Account');
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {t('pageTitle')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('pageIntro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountCard accountPageLink={false} />
        <AccountPlanCard />
        {money}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('basicsNote')}
      </Text>
      {certification}
    </Stack>
  );
}
