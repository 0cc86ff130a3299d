'use client';

import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ShareQrCode } from './ShareQrCode';

/** The share link in full, a copy button and its QR code. */
export function ShareLink({ url }: { url: string }) {
  const t = useTranslations('SessionsWizard.success');
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap="xs" style={{ flex: '1 1 280px' }}>
        <TextInput label={t('share')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'blue'}
              onClick={copy}
              w="fit-content"
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
      <Stack gap={4} align="center">
        <ShareQrCode url={url} label={t('qr')} />
        <Text size="xs" c="dimmed">
          {t('qr')}
        </Text>
      </Stack>
    </Group>
  );
}
