'use client';

import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryState } from '@/components/ui/QueryState';
import { useOfflineOverview } from '../api/offline';
import type { OfflineDeviceDto } from '../contract';
import { ActivateByHandModal } from './ActivateByHandModal';
import { CreateLicenceModal } from './CreateLicenceModal';
import { LicenceCard } from './LicenceCard';
import { PackagesSection } from './PackagesSection';

/**
 * /dashboard/offline: the corporation's offline licences, their devices and activation codes (issue 26 §2), and the
 * offline packages of its published sessions (§1).
 */
export function OfflineView() {
  const t = useTranslations('Offline');
  const overview = useOfflineOverview();
  const [creating, setCreating] = useState(false);
  const [activating, setActivating] = useState<OfflineDeviceDto | null>(null);
  const data = overview.data;
  const full = data ? data.allowance.used >= data.allowance.licences : true;
  const noSession = data ? data.sessions.length === 0 : true;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        introMaxWidth={900}
        actions={
          <Button onClick={() => setCreating(true)} disabled={full || noSession} data-testid="offline-create">
            {t('create')}
          </Button>
        }
      />
      <QueryState
        query={overview}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(loaded) => (
          <Stack gap="lg">
            <Group gap="sm" wrap="wrap">
              <Text size="sm" data-testid="offline-allowance">
                {t('allowance', { used: loaded.allowance.used, limit: loaded.allowance.licences })}
              </Text>
              <Anchor component={Link} href="/dashboard/order/list?buy=offline" size="sm">
                {t('buyLicences')}
              </Anchor>
            </Group>
            {full ? (
              <Alert variant="light" color="blue">
                {t('allowanceFull')}
              </Alert>
            ) : null}
            {noSession ? (
              <Alert variant="light" color="blue">
                {t('noSession')}
              </Alert>
            ) : null}
            {loaded.licences.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('empty')}
              </Text>
            ) : (
              loaded.licences.map((licence) => (
                <LicenceCard key={licence.id} licence={licence} onActivate={setActivating} />
              ))
            )}
          </Stack>
        )}
      </QueryState>
      <PackagesSection />
      <CreateLicenceModal
        opened={creating}
        sessions={data?.sessions ?? []}
        devicesAvailable={data?.allowance.devicesAvailable ?? 1}
        onClose={() => setCreating(false)}
      />
      <ActivateByHandModal device={activating} onClose={() => setActivating(null)} />
    </Stack>
  );
}
