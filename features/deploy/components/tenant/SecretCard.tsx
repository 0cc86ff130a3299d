'use client';

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SecretShownOnce } from '@/components/ui/SecretShownOnce';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { useGenerateSecret } from '@/features/deploy/api/tenant';
import type { TenantJwtDto } from '@/features/deploy/contract/tenant';

/**
 * The tenant JWT secret: generated here and shown in full this once (with a copy button and a warning), then only
 * its hint; rotating asks first, since it cuts off every token signed with the old secret.
 */
export function SecretCard({ settings }: { settings: TenantJwtDto }) {
  const t = useTranslations('BuildYourOwn.secret');
  const tc = useTranslations('BuildYourOwn');
  const formatDay = useFormatDay();
  const generate = useGenerateSecret();
  const [shown, setShown] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = (rotate: boolean) =>
    generate.mutate(
      { rotate },
      {
        onSuccess: (answer) => {
          setShown(answer.secret);
          setConfirming(false);
        },
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="tenant-secret-title">
      <Title order={2} size="h4" id="tenant-secret-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <SecretShownOnce
        secret={shown}
        title={t('shownTitle')}
        warningTitle={t('shownOnce')}
        label={t('label')}
        labels={{ copy: tc('copy'), copied: tc('copied'), done: t('done') }}
        testId="tenant-secret"
        onDone={() => setShown(null)}
      />
      {!settings.secretSet ? (
        <Group gap="sm">
          <Text size="sm">{t('none')}</Text>
          <Button onClick={() => run(false)} loading={generate.isPending}>
            {t('generate')}
          </Button>
        </Group>
      ) : (
        <Group gap="md" justify="space-between">
          <div>
            <Text size="sm" fw={500}>
              {t.rich('current', {
                hint: () => <code data-testid="tenant-secret-hint">{settings.secretHint}</code>,
              })}
            </Text>
            {settings.rotatedAt ? (
              <Text size="xs" c="dimmed">
                {t('rotatedAt', { date: formatDay(settings.rotatedAt) })}
              </Text>
            ) : null}
          </div>
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('rotate')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('rotateTitle')}
        message={t('rotateBody')}
        confirmLabel={t('rotateConfirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        destructive
        busy={generate.isPending}
        onConfirm={() => run(true)}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
