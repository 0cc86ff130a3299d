'use client';

import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { useResourceSummary } from '@/features/deploy/api/resources';
import { ApplicationsCard } from './ApplicationsCard';
import { ConcurrencyCard } from './ConcurrencyCard';
import { GrantsTable } from './GrantsTable';
import { ResourceTotals } from './ResourceTotals';

/** /dashboard/resources: the concurrent resources, the applications that split them, and the concurrency in use. */
export function ResourcesView() {
  const t = useTranslations('Resources');
  const summary = useResourceSummary();
  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4} maw={900}>
          {t('intro')}
        </Text>
      </div>
      <QueryState
        query={summary}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) => (
          <Stack gap="lg">
            <ResourceTotals summary={data} />
            <ApplicationsCard grants={data.grants} />
            <ConcurrencyCard />
            <GrantsTable grants={data.grants} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
