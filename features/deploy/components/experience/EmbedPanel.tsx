'use client';

import { BASE_PATH, withBasePath } from '@/lib/config/base-path';
import { Alert, Anchor, Button, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApplicationChoices } from '@/features/deploy/api/application-choices';
import { embedSnippet, hostedPagePath } from '@/features/deploy/contract/embed-snippet';
import type { Device } from '@/lib/routing/device';
import { CopyField } from '@/components/ui/CopyField';
import { QrSvg } from '@/components/ui/QrSvg';
import { ShareButton } from './ShareButton';

interface Props {
  /** Where the platform is reached (the configured site origin of this request's host). */
  platformOrigin: string;
  device: Device;
}

/** An application's hosted page (link, QR code, share) and the one tag that embeds it. */
export function EmbedPanel({ platformOrigin, device }: Props) {
  const t = useTranslations('Experience.embed');
  const page = useTranslations('Experience');
  const apps = useApplicationChoices();
  const [chosen, setChosen] = useState<string | null>(null);

  if (apps.isPending) return <Loader size="sm" role="status" aria-label={t('loadingApps')} />;
  if (apps.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('appsFailed')}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void apps.refetch()}>
          {page('retry')}
        </Button>
      </Alert>
    );
  if (apps.data.length === 0)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('noApplications')}</Text>
        <Anchor href={withBasePath('/dashboard/resources')} size="sm">
          {t('resourcesLink')}
        </Anchor>
      </Stack>
    );

  const app = apps.data.find((a) => a.appId === chosen) ?? apps.data[0]!;
  const url = `${platformOrigin}${withBasePath(hostedPagePath(app.appId))}`;
  const phone = device === 'phone';
  return (
    <Stack gap="md">
      <Select
        label={t('application')}
        placeholder={t('chooseApplication')}
        data={apps.data.map((a) => ({ value: a.appId, label: a.name }))}
        value={app.appId}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        searchable={apps.data.length > 8}
      />
      {app.conversationId === null ? (
        <Alert color="yellow" variant="light">
          {t('noSession')}
        </Alert>
      ) : null}
      {app.status === 'expired' ? (
        <Alert color="yellow" variant="light">
          {t('expired')}
        </Alert>
      ) : null}
      <CopyField
        label={t('hostedLink')}
        value={url}
        copyLabel={t('copyLink')}
        copiedLabel={t('linkCopied')}
        testId="hosted-link"
        extra={
          <>
            {phone ? (
              <ShareButton url={url} text={t('shareText')} label={t('share')} copiedLabel={t('linkCopied')} />
            ) : null}
            <Button
              size="xs"
              variant="default"
              component="a"
              href={withBasePath(url)}
              target="_blank"
              rel="noopener"
            >
              {t('openPage')}
            </Button>
          </>
        }
      />
      <Stack gap={4} align="center">
        <QrSvg value={url} label={t('qrAlt')} size={phone ? 148 : 168} />
        <Text size="xs" c="dimmed">
          {t('qrHint')}
        </Text>
      </Stack>
      <CopyField
        label={t('code')}
        description={t('codeHint')}
        value={embedSnippet(platformOrigin + BASE_PATH, app.appId)}
        copyLabel={t('copyCode')}
        copiedLabel={t('codeCopied')}
        multiline
        testId="embed-code"
      />
    </Stack>
  );
}
