'use client';

import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCategories, useDeleteCategory } from '@/features/knowledge/api/categories';
import type { CategoryDto } from '@/features/knowledge/contract';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { failureText } from '@/lib/api-client/failure-text';
import { CategoryForm } from './CategoryForm';

/** The FAQ categories: add, rename, and delete the empty ones (the server refuses one that holds items). */
export function CategoriesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CategoryDto | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.categoryId, {
      onSuccess: () => {
        notifications.show({ message: t('categories.deleted', { name: deleting.name }), color: 'teal' });
        setDeleting(null);
      },
      onError: (error) => {
        const message = failureText(error, t('requestFailed'));
        if (message) notifications.show({ title: t('deleteFailed'), message, color: 'red' });
        setDeleting(null);
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('categories.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <CategoryForm key="new" />
        <Divider />
        {categories.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('categories.empty')}
          </Text>
        ) : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {categories.data?.map((category) => (
            <li key={category.categoryId} aria-label={category.name}>
              {renaming === category.categoryId ? (
                <CategoryForm category={category} onDone={() => setRenaming(null)} />
              ) : (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate="end">
                      {category.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('categories.itemCount', { count: category.itemCount })}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setRenaming(category.categoryId)}
                      aria-label={t('categories.renameOne', { name: category.name })}
                    >
                      {t('rename')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(category)}
                      aria-label={t('categories.deleteOne', { name: category.name })}
                    >
                      {t('delete')}
                    </Button>
                  </Group>
                </Group>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('categories.deleteTitle')}
        message={t('categories.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Modal>
  );
}
