'use client';

import { MultiSelect } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { FileStatus } from '@/features/knowledge/contract';
import { useKnowledgeCategories, useKnowledgeFiles } from '@/features/sessions/api/knowledge';
import { useSessionField } from './useSessionField';

/** The FAQ categories the session answers from; none chosen means all of them. */
export function CategoryPicker() {
  const t = useTranslations('SessionsForm');
  const categories = useKnowledgeCategories(true);
  const { input, value, error } = useSessionField('knowledgeDtoList');
  const { onChange, onBlur, ref } = input;
  const chosen = ((value as { knowledgeId: string }[] | undefined) ?? []).map((k) => k.knowledgeId);
  const known = new Set(categories.data?.map((c) => c.categoryId));
  const data = [
    ...(categories.data ?? []).map((c) => ({ value: c.categoryId, label: c.name })),
    // A category deleted since the session was saved still shows, so it can be taken out.
    ...(categories.data ? chosen.filter((id) => !known.has(id)) : []).map((id) => ({
      value: id,
      label: t('knowledgeCategoryGone'),
    })),
  ];
  return (
    <MultiSelect
      ref={ref}
      label={t('knowledgeCategories')}
      description={t('knowledgeCategoriesHint')}
      placeholder={chosen.length === 0 ? t('knowledgeAllCategories') : undefined}
      data={data}
      value={chosen}
      onChange={(ids) => onChange(ids.map((knowledgeId) => ({ knowledgeId })))}
      onBlur={onBlur}
      error={error ?? (categories.isError ? t('knowledgeLoadFailed') : undefined)}
      nothingFoundMessage={t('knowledgeNoCategories')}
      searchable
      clearable
    />
  );
}

/** The documents the session quotes; only parsed ones can be chosen, the others show their state. */
export function FilePicker() {
  const t = useTranslations('SessionsForm');
  const files = useKnowledgeFiles(true);
  const { input, value, error } = useSessionField('kbConversationDto.fileIds');
  const { onChange, onBlur, ref } = input;
  const chosen = (value as string[] | undefined) ?? [];
  const known = new Set(files.data?.list.map((f) => f.fileId));
  const statusText = (status: FileStatus) => t(`knowledgeFileStatus.${status}`);
  const data = [
    ...(files.data?.list ?? []).map((f) => ({
      value: f.fileId,
      label: f.status === 'done' ? f.name : `${f.name} (${statusText(f.status)})`,
      disabled: f.status !== 'done' && !chosen.includes(f.fileId),
    })),
    ...(files.data ? chosen.filter((id) => !known.has(id)) : []).map((id) => ({
      value: id,
      label: t('knowledgeFileGone'),
    })),
  ];
  return (
    <MultiSelect
      ref={ref}
      label={t('knowledgeFiles')}
      description={t('knowledgeFilesHint')}
      data={data}
      value={chosen}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? (files.isError ? t('knowledgeLoadFailed') : undefined)}
      nothingFoundMessage={t('knowledgeNoFiles')}
      searchable
      clearable
      required
    />
  );
}
