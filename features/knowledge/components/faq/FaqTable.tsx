'use client';

import { Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TablePaging } from '@/components/ui/DataTable';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { FaqItemDto } from '@/features/knowledge/contract';
import { FaqStatusBadge } from '../StatusBadge';
import { DeleteFaqModal } from './DeleteFaqModal';
import { FaqBulkBar } from './FaqBulkBar';

interface Props {
  items: FaqItemDto[];
  selected: string[];
  onSelect: (faqIds: string[]) => void;
  onEdit: (item: FaqItemDto) => void;
  paging: TablePaging;
}

/** One page of FAQ items: a table, or a card for each on a phone; the selected ones take bulk actions. */
export function FaqTable({ items, selected, onSelect, onEdit, paging }: Props) {
  const t = useTranslations('Knowledge');
  const formatDay = useFormatDay();
  const [deleting, setDeleting] = useState<FaqItemDto | null>(null);
  const similar = (item: FaqItemDto) =>
    item.similarQuestions.length > 0 ? (
      <Text size="xs" c="dimmed">
        {t('faq.similarCount', { count: item.similarQuestions.length })}
      </Text>
    ) : null;
  const columns: DataTableColumn<FaqItemDto>[] = [
    {
      key: 'question',
      header: t('faq.question'),
      maxWidth: 280,
      cell: (item) => (
        <>
          <Text size="sm" fw={500} lineClamp={2}>
            {item.question}
          </Text>
          {similar(item)}
        </>
      ),
    },
    {
      key: 'answer',
      header: t('faq.answer'),
      maxWidth: 320,
      cell: (item) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.answer}
        </Text>
      ),
    },
    {
      key: 'category',
      header: t('faq.category'),
      cell: (item) => <Text size="sm">{item.categoryName}</Text>,
    },
    { key: 'status', header: t('faq.status'), cell: (item) => <FaqStatusBadge status={item.status} /> },
    {
      key: 'created',
      header: t('faq.created'),
      nowrap: true,
      cell: (item) => <Text size="sm">{formatDay(item.createTime)}</Text>,
    },
  ];

  return (
    <>
      <DataTable
        rows={items}
        rowKey={(item) => item.faqId}
        rowName={(item) => item.question}
        columns={columns}
        label={t('faq.tableLabel')}
        labels={{
          actions: t('actions'),
          selectRow: (question) => t('faq.selectItem', { question }),
          selectPage: t('faq.selectPage'),
          pages: t('pagination'),
        }}
        minWidth={760}
        selection={{
          selected,
          onChange: onSelect,
          bulkActions: (faqIds) => <FaqBulkBar selected={faqIds} onDone={() => onSelect([])} />,
        }}
        paging={paging}
        rowActions={(item) => [
          {
            key: 'edit',
            label: t('edit'),
            ariaLabel: t('faq.editItem', { question: item.question }),
            onClick: () => onEdit(item),
          },
          {
            key: 'delete',
            label: t('delete'),
            ariaLabel: t('faq.deleteItem', { question: item.question }),
            color: 'red',
            onClick: () => setDeleting(item),
          },
        ]}
        card={(item) => (
          <>
            <Text size="sm" fw={500}>
              {item.question}
            </Text>
            {similar(item)}
            <Text size="sm" c="dimmed" lineClamp={3}>
              {item.answer}
            </Text>
            <Group gap="xs">
              <FaqStatusBadge status={item.status} />
              <Text size="xs" c="dimmed">
                {item.categoryName} · {formatDay(item.createTime)}
              </Text>
            </Group>
          </>
        )}
      />
      <DeleteFaqModal item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
