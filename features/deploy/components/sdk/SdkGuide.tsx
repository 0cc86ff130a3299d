'use client';

import { BASE_PATH, withBasePath } from '@/lib/config/base-path';
import { Alert, Anchor, Select, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useApplications } from '@/features/deploy/api/applications';
import { QueryState } from '@/components/ui/QueryState';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { LiveSample } from './LiveSample';
import { API_SNIPPET, inlineSnippet, launcherSnippet } from './sdk-snippets';
import { Snippet } from './Snippet';

/** Stands in for the application in the snippets until one is chosen. */
const APP_ID_PLACEHOLDER = 'YOUR_APP_ID';
/** A corporation has a handful of applications, not pages of them. */
const ALL_APPLICATIONS = { pageIndex: 1, pageSize: 100 };

/**
 * `/dashboard/h5sdk` (and its phone page, without the live sample): the snippets for one of the corporation's
 * applications, the SDK running on this page, and its API reference (from the docs center's SDK guide).
 */
export function SdkGuide({
  live,
  links,
  reference,
}: {
  live: boolean;
  links: { resources: string; experience: string };
  /** The SDK reference: the docs center's SDK guide's last section, drawn by the page (one text for both). */
  reference: ReactNode;
}) {
  const t = useTranslations('SdkGuide');
  const locale = useLocale();
  const applications = useApplications(ALL_APPLICATIONS);
  const [chosen, setChosen] = useState<string | null>(null);
  // The script's address: the platform's origin and its base path (the SDK takes its root from it).
  const origin = useBrowserValue(() => window.location.origin + BASE_PATH, '');
  const list = applications.data?.list ?? [];
  const appId = chosen ?? list[0]?.appId ?? null;
  const shownId = appId ?? APP_ID_PLACEHOLDER;

  return (
    <Stack gap="lg" maw={1080}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <QueryState
        query={applications}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(page) =>
          page.list.length === 0 ? (
            <Alert variant="light">
              {t('noApplications')} <Anchor href={withBasePath(links.resources)}>{t('resourcesLink')}</Anchor>
            </Alert>
          ) : (
            <Select
              label={t('application')}
              placeholder={t('applicationPlaceholder')}
              data={page.list.map((app) => ({ value: app.appId, label: `${app.name} (${app.appId})` }))}
              value={appId}
              onChange={setChosen}
              allowDeselect={false}
              maw={480}
            />
          )
        }
      </QueryState>
      <Text size="sm">
        {t('allowedHint')} <Anchor href={withBasePath(links.experience)}>{t('experienceLink')}</Anchor>
      </Text>
      <Snippet
        title={t('quickStart.title')}
        body={t('quickStart.body')}
        code={launcherSnippet(origin, shownId)}
      />
      <Snippet title={t('inline.title')} body={t('inline.body')} code={inlineSnippet(origin, shownId)} />
      <Snippet title={t('api.title')} body={t('api.body')} code={API_SNIPPET} />
      {live &&
        applications.data &&
        (appId ? (
          <LiveSample key={appId} appId={appId} lang={locale === 'zh' ? 'zh' : 'en'} />
        ) : (
          <Text c="dimmed">{t('live.noApplication')}</Text>
        ))}
      {reference}
    </Stack>
  );
}
