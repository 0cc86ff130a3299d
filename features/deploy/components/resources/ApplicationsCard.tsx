'use client';

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { SecretShownOnce } from '@/components/ui/SecretShownOnce';
import { useApplications, useDeleteApplication, useRotateKey } from '@/features/deploy/api/applications';
import type { ApplicationDto, ApplicationWithKey, GrantDto } from '@/features/deploy/contract/applications';
import { ApplicationFormModal } from './ApplicationFormModal';
import { ApplicationsTable } from './ApplicationsTable';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DeleteDialog } from '@/components/ui/DeleteDialog';
import { failureText } from '@/lib/api-client/failure-text';

const PAGE_SIZE = 20;

/** The applications with create, edit, rotate and delete; a new or rotated key is shown once. */
export function ApplicationsCard({ grants }: { grants: GrantDto[] }) {
  const t = useTranslations('Resources');
  const [pageIndex, setPageIndex] = useState(1);
  const apps = useApplications({ pageIndex, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<ApplicationDto | 'new' | null>(null);
  const [rotating, setRotating] = useState<ApplicationDto | null>(null);
  const [deleting, setDeleting] = useState<ApplicationDto | null>(null);
  const [shownKey, setShownKey] = useState<ApplicationWithKey | null>(null);
  const rotate = useRotateKey();
  const remove = useDeleteApplication();

  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      setShownKey(await rotate.mutateAsync(rotating.appId));
      setRotating(null);
    } catch (error) {
      const message = failureText(error, t('rotate.failed'));
      if (message) notifications.show({ color: 'red', message });
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="apps-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="apps-title">
          {t('apps.title')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('apps.create')}</Button>
      </Group>
      <QueryState
        query={apps}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(page) => (
          <ApplicationsTable
            apps={page.list}
            onEdit={setEditing}
            onRotate={setRotating}
            onDelete={setDeleting}
            paging={{ total: page.total, pageIndex, pageSize: PAGE_SIZE, onChange: setPageIndex }}
            empty={
              <Text c="dimmed" size="sm">
                {t('apps.empty')}
              </Text>
            }
          />
        )}
      </QueryState>
      <ApplicationFormModal
        app={editing}
        grants={grants}
        onClose={() => setEditing(null)}
        onCreated={setShownKey}
      />
      <SecretShownOnce
        secret={shownKey?.appKey ?? null}
        title={t('key.title')}
        description={shownKey ? t('key.createdFor', { name: shownKey.name }) : null}
        warningTitle={t('key.warningTitle')}
        warning={t('key.warning')}
        label={t('key.label')}
        labels={{ copy: t('key.copy'), copied: t('key.copied'), done: t('key.done') }}
        testId="app-key"
        onDone={() => setShownKey(null)}
      />
      <ConfirmDialog
        opened={rotating !== null}
        title={t('rotate.title')}
        message={rotating ? t('rotate.message', { name: rotating.name }) : ''}
        confirmLabel={t('rotate.confirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        destructive
        busy={rotate.isPending}
        onConfirm={confirmRotate}
        onCancel={() => setRotating(null)}
      />
      <DeleteDialog
        item={deleting}
        title={t('remove.title')}
        message={(app) => (
          <Stack gap="xs">
            <Text size="sm">{t('remove.message', { name: app.name })}</Text>
            {app.inUse > 0 ? (
              <Text size="sm" c="orange">
                {t('remove.running', { count: app.inUse })}
              </Text>
            ) : null}
          </Stack>
        )}
        labels={{
          confirm: t('remove.confirm'),
          cancel: t('cancel'),
          close: t('close'),
          done: (app) => t('remove.done', { name: app.name }),
          requestFailed: t('remove.failed'),
        }}
        remove={(app) => remove.mutateAsync(app.appId)}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
