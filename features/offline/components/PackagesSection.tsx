'use client';

import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormatter, useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/DataTable';
import { QueryState } from '@/components/ui/QueryState';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import { failureText } from '@/lib/api-client/failure-text';
import { withBasePath } from '@/lib/config/base-path';
import { useBuildPackage, useOfflinePackages } from '../api/offline';
import { offlinePaths, type OfflinePackageDto, type OfflinePackagesOverview } from '../contract';

type SessionPackages = OfflinePackagesOverview['sessions'][number];

const downloadHref = (id: string) =>
  withBasePath(`/api${offlinePaths.downloadPackage}?id=${encodeURIComponent(id)}`);

/** The offline packages of each published session: build or rebuild, and download each version (issue 26 §1). */
export function PackagesSection() {
  const t = useTranslations('Offline.packages');
  const packages = useOfflinePackages();
  return (
    <Stack gap="md" component="section" aria-labelledby="offline-packages">
      <Stack gap={4}>
        <Title order={2} size="h3" id="offline-packages">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed" maw={900}>
          {t('intro')}
        </Text>
      </Stack>
      <QueryState
        query={packages}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(loaded) =>
          loaded.sessions.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('noSession')}
            </Text>
          ) : (
            <Stack gap="md">
              {loaded.sessions.map((session) => (
                <SessionPackagesCard key={session.id} session={session} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function SessionPackagesCard({ session }: { session: SessionPackages }) {
  const t = useTranslations('Offline.packages');
  const format = useFormatter();
  const formatMoment = useFormatMoment();
  const build = useBuildPackage();
  const titleId = `packages-${session.id}`;
  const built = session.packages.length > 0;
  const size = (bytes: number) =>
    format.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

  const start = async () => {
    try {
      const made = await build.mutateAsync(session.id);
      notifications.show({ message: t('built', { version: made.version }), color: 'teal' });
    } catch (error) {
      const message = failureText(error, t('buildFailed'));
      if (message) notifications.show({ message, color: 'red' });
    }
  };

  const download = (row: OfflinePackageDto) => (
    <Anchor
      key="download"
      href={downloadHref(row.id)}
      download
      size="sm"
      aria-label={t('downloadOf', { name: session.name, version: row.version })}
      data-testid="package-download"
    >
      {t('download')}
    </Anchor>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      component="article"
      data-testid="package"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3} size="h4" id={titleId}>
                {session.name}
              </Title>
              {built ? (
                <ToneBadge tone={session.stale ? 'orange' : 'teal'} data-testid="package-state">
                  {session.stale ? t('changed') : t('current')}
                </ToneBadge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {built ? t('revision', { revision: session.revision }) : t('none')}
            </Text>
          </Stack>
          <Button
            onClick={() => void start()}
            loading={build.isPending}
            variant={built && !session.stale ? 'default' : 'filled'}
            data-testid="package-build"
          >
            {built ? (session.stale ? t('rebuildChanged') : t('rebuild')) : t('build')}
          </Button>
        </Group>
        {built ? (
          <DataTable
            rows={session.packages}
            rowKey={(row) => row.id}
            rowName={(row) => t('version', { version: row.version })}
            label={t('versionsOf', { name: session.name })}
            labels={{ actions: t('actions') }}
            minWidth={560}
            columns={[
              { key: 'version', header: t('versionHeader'), cell: (row) => row.version, nowrap: true },
              { key: 'size', header: t('size'), cell: (row) => size(row.size), nowrap: true },
              { key: 'built', header: t('builtAt'), cell: (row) => formatMoment(row.builtAt) },
            ]}
            rowActions={(row) => [download(row)]}
            // The card's actions (the download link) follow it, as the table's do.
            card={(row) => (
              <Text size="sm">
                {t('version', { version: row.version })} · {size(row.size)} · {formatMoment(row.builtAt)}
              </Text>
            )}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
