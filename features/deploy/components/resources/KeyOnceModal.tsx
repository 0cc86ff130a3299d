'use client';

import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ApplicationWithKey } from '@/features/deploy/contract/applications';

/**
 * The APPKey right after it was made (created or rotated): the one time the browser ever sees it. The window
 * closes only by its buttons or Escape, not by a stray click beside it.
 */
export function KeyOnceModal({ app, onClose }: { app: ApplicationWithKey | null; onClose: () => void }) {
  const t = useTranslations('Resources');
  return (
    <Modal
      opened={app !== null}
      onClose={onClose}
      title={t('key.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {app ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('key.createdFor', { name: app.name })}
          </Text>
          <Alert color="orange" variant="light" title={t('key.warningTitle')} role="alert">
            {t('key.warning')}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="app-key-label">
              {t('key.label')}
            </Text>
            <Code
              block
              aria-labelledby="app-key-label"
              data-testid="app-key"
              style={{ wordBreak: 'break-all' }}
            >
              {app.appKey}
            </Code>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={app.appKey}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                >
                  {copied ? t('key.copied') : t('key.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t('key.done')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
