'use client';

import { Group, Select, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FAQ_STATUSES, type CategoryDto, type FaqStatus } from '@/features/knowledge/contract';

interface Props {
  categories: CategoryDto[];
  keyword: string;
  onKeyword: (keyword: string) => void;
  categoryId: string | null;
  onCategory: (categoryId: string | null) => void;
  status: FaqStatus | null;
  onStatus: (status: FaqStatus | null) => void;
}

/** Search in questions, similar questions and answers; narrow to a category and a status. */
export function FaqFilters(props: Props) {
  const t = useTranslations('Knowledge');
  return (
    <Group gap="sm" align="flex-end" role="search" wrap="wrap">
      <TextInput
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        value={props.keyword}
        onChange={(event) => props.onKeyword(event.currentTarget.value)}
        maxLength={100}
        type="search"
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={t('faq.category')}
        placeholder={t('faq.allCategories')}
        data={props.categories.map((c) => ({ value: c.categoryId, label: c.name }))}
        value={props.categoryId}
        onChange={props.onCategory}
        clearable
        searchable
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label={t('faq.status')}
        placeholder={t('faq.allStatuses')}
        data={FAQ_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={props.status}
        onChange={(value) => props.onStatus(value as FaqStatus | null)}
        clearable
        w={{ base: '100%', xs: 140 }}
      />
    </Group>
  );
}
