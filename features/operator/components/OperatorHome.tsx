'use client';

import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OperatorMe } from '@/features/operator/contract';

/** The back office's first page: who is signed in, with which role. */
export function OperatorHome({ me }: { me: OperatorMe }) {
  const t = useTranslations('Operator');
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('menuHome')}
      </Title>
      <Text>{t('homeIntro', { email: me.email, role: t('role', { role: me.role }) })}</Text>
    </Stack>
  );
}
