'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Alert, Anchor, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useShareUrl } from '../../api/sessions';
import type { SessionStatus } from '../../contract';
import { ShareQrCode } from './ShareQrCode';

interface Props {
  conversationId: string;
  status: SessionStatus;
}

/** A session's share link in full, a button that copies it, its QR code and the preview link. */
export function ShareDetails({ conversationId, status }: Props) {
  const t = useTranslations('SessionsList');
  const share = useShareUrl(conversationId);
  if (share.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (share.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('shareFailed')}
      </Alert>
    );
  const url = new URL(share.data.sharePath, window.location.origin).href;
  return (
    <Stack gap="md" align="stretch">
      {status === 'offline' ? (
        <Alert color="yellow" variant="light">
          {t('shareOffline')}
        </Alert>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('shareLink')}
          value={url}
          readOnly
          flex={1}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-url"
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined} variant={copied ? 'light' : 'filled'}>
              {copied ? t('linkCopied') : t('copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Stack gap={4} align="center">
        <ShareQrCode url={url} alt={t('qrAlt')} />
        <Text size="xs" c="dimmed">
          {t('qrHint')}
        </Text>
      </Stack>
      <Anchor href={withBasePath(share.data.previewPath)} target="_blank" rel="noopener" ta="center">
        {t('openPreview')}
      </Anchor>
    </Stack>
  );
}
