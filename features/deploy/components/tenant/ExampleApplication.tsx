'use client';

import { Select, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useExampleApplications } from '@/features/deploy/api/tenant';

/**
 * Which application the connection URL and the examples name: the first one by default; without any, the examples
 * keep the `<appId>` blank and say where applications are made.
 */
export function ExampleApplication({
  appId,
  onChange,
}: {
  appId: string | null;
  onChange: (appId: string) => void;
}) {
  const t = useTranslations('BuildYourOwn.connection');
  const apps = useExampleApplications();
  const first = apps.data?.[0]?.appId;
  useEffect(() => {
    if (!appId && first) onChange(first);
  }, [appId, first, onChange]);
  if (!apps.data?.length)
    return (
      <Text size="sm" c="dimmed">
        {apps.isPending ? null : t('noApps')}
      </Text>
    );
  return (
    <Select
      label={t('app')}
      description={t('appHint')}
      data={apps.data.map((app) => ({ value: app.appId, label: `${app.name} (${app.appId})` }))}
      value={appId}
      onChange={(value) => value && onChange(value)}
      allowDeselect={false}
      maw={520}
    />
  );
}
