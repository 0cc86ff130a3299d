'use client';

import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useApplications } from '@/features/deploy/api/applications';
import { ResourceStatusBadge } from './StatusBadge';

const DEPLOY_PAGES = [
  { key: 'experience', href: '/mobile/dashboard/experience' },
  { key: 'h5sdk', href: '/mobile/dashboard/h5sdk' },
  { key: 'buildYourOwn', href: '/mobile/dashboard/build-your-own' },
] as const;

/** The phone's console home: each application's status and slots in use, and the ways to put one to work. */
export function PhoneApplications() {
  const t = useTranslations('Resources');
  const apps = useApplications({ pageIndex: 1, pageSize: 5 }, { refetchInterval: 30_000 });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="phone-apps">
      <Title order={2} size="h4" id="phone-apps" mb="sm">
        {t('phone.title')}
      </Title>
      {apps.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : apps.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('loadFailed')}
        </Text>
      ) : apps.data.list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('phone.empty')}
        </Text>
      ) : (
        <Stack gap={8}>
          {apps.data.list.map((app) => (
            <Group key={app.appId} justify="space-between" wrap="nowrap" data-app-id={app.appId}>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500} truncate>
                  {app.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('phone.inUse', { inUse: app.inUse, concurrency: app.concurrency })}
                </Text>
              </Stack>
              <ResourceStatusBadge status={app.status} />
            </Group>
          ))}
        </Stack>
      )}
      <Text size="sm" fw={600} mt="md" mb={4}>
        {t('phone.deployTitle')}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {DEPLOY_PAGES.map((page) => (
          <Anchor key={page.key} component={Link} href={page.href} size="sm">
            {t(`phone.${page.key}`)}
          </Anchor>
        ))}
      </SimpleGrid>
    </Card>
  );
}
