'use client';

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useAddCategory, useRenameCategory } from '@/features/knowledge/api/categories';
import { CATEGORY_NAME_MAX, categoryUpdateRequest, type CategoryDto } from '@/features/knowledge/contract';

interface Props {
  /** The category to rename; a new one without it. */
  category?: CategoryDto;
  onDone?: () => void;
}

/** A category's name: letters, digits, underscore and Chinese characters (spec §5), as the contract checks it. */
export function CategoryForm({ category, onDone }: Props) {
  const t = useTranslations('Knowledge');
  const api = useTranslations('Api');
  const add = useAddCategory();
  const rename = useRenameCategory();
  const form = useApiForm({
    // One schema for both: a new category's id is a placeholder the submit leaves out.
    schema: categoryUpdateRequest,
    defaultValues: { categoryId: category?.categoryId ?? 'new', name: category?.name ?? '' },
    submit: async ({ categoryId, name }) => {
      if (category) await rename.mutateAsync({ categoryId, name });
      else await add.mutateAsync({ name });
      notifications.show({
        message: t(category ? 'categories.renamed' : 'categories.added', { name }),
        color: 'teal',
      });
      onDone?.();
    },
    resetOnSuccess: !category,
    messages: { failed: api(category ? 'modifyFailed' : 'addFailed'), network: api('requestFailed') },
  });
  return (
    <ApiFormFrame
      form={form}
      label={category ? t('categories.renameOne', { name: category.name }) : t('categories.add')}
      submitLabel={category ? t('save') : t('categories.addButton')}
      gap="xs"
      actions={
        category ? (
          <Button variant="default" size="sm" onClick={onDone} disabled={form.submitting}>
            {t('cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormField
        form={form}
        name="name"
        label={category ? t('categories.newName') : t('categories.name')}
        description={t('categories.rule')}
        counter={CATEGORY_NAME_MAX}
        required
        data-autofocus={category ? true : undefined}
      />
    </ApiFormFrame>
  );
}
