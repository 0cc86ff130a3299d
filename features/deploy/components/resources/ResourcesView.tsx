'use client';

import { Button, Stack } from '@mantine/core';
import Link from 'next/link';
import { billingBuyHref } from '@/features/billing/contract';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { useResourceSummary } from '@/features/deploy/api/resources';
import { ApplicationsCard } from './ApplicationsCard';
import { ConcurrencyCard } from './ConcurrencyCard';
import { GrantsTable } from './GrantsTable';
import { ResourceTotals } from './ResourceTotals';
import { PageHeader } from '@/components/ui/PageHeader';

/** /dashboard/resources: the concurrent resources, the applications that split them, and the concurrency in use. */
export function ResourcesView() {
  const t = useTranslations('Resources');
  const summary = useResourceSummary();
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        introMaxWidth={900}
        // Issue 22 §2: more concurrency is bought in the billing center.
        actions={
          <Button component={Link} href={billingBuyHref('concurrency')}>
            {t('buyConcurrency')}
          </Button>
        }
      />
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
