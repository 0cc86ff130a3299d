'use client';

import { Button, Checkbox, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { FaqItemDto } from '@/features/knowledge/contract';
import { FaqStatusBadge } from '../StatusBadge';
import { useNarrow } from '../useNarrow';
import { DeleteFaqModal } from './DeleteFaqModal';

interface Props {
  items: FaqItemDto[];
  selected: string[];
  onSelect: (faqIds: string[]) => void;
  onEdit: (item: FaqItemDto) => void;
}

/** One page of FAQ items: a table, or a card for each on a phone. */
export function FaqTable({ items, selected, onSelect, onEdit }: Props) {
  const t = useTranslations('Knowledge');
  const formatDay = useFormatDay();
  const [deleting, setDeleting] = useState<FaqItemDto | null>(null);
  const ids = items.map((item) => item.faqId);
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  const some = !all && ids.some((id) => selected.includes(id));
  const toggle = (faqId: string, on: boolean) =>
    onSelect(on ? [...selected, faqId] : selected.filter((id) => id !== faqId));
  const narrow = useNarrow();
  const selectBox = (item: FaqItemDto) => (
    <Checkbox
      aria-label={t('faq.selectItem', { question: item.question })}
      checked={selected.includes(item.faqId)}
      onChange={(event) => toggle(item.faqId, event.currentTarget.checked)}
    />
  );
  const actions = (item: FaqItemDto) => (
    <Group gap={4} wrap="wrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onEdit(item)}
        aria-label={t('faq.editItem', { question: item.question })}
      >
        {t('edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => setDeleting(item)}
        aria-label={t('faq.deleteItem', { question: item.question })}
      >
        {t('delete')}
      </Button>
    </Group>
  );
  const similar = (item: FaqItemDto) =>
    item.similarQuestions.length > 0 ? (
      <Text size="xs" c="dimmed">
        {t('faq.similarCount', { count: item.similarQuestions.length })}
      </Text>
    ) : null;
  const deleteModal = <DeleteFaqModal item={deleting} onClose={() => setDeleting(null)} />;

  if (narrow)
    return (
      <Stack gap="sm">
        <Checkbox
          label={t('faq.selectPage')}
          checked={all}
          indeterminate={some}
          onChange={(event) => onSelect(event.currentTarget.checked ? ids : [])}
        />
        {items.map((item) => (
          <Paper
            key={item.faqId}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={item.question}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selectBox(item)}
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
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
                {actions(item)}
              </Stack>
            </Group>
          </Paper>
        ))}
        {deleteModal}
      </Stack>
    );

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('faq.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('faq.selectPage')}
                  checked={all}
                  indeterminate={some}
                  onChange={(event) => onSelect(event.currentTarget.checked ? ids : [])}
                />
              </Table.Th>
              <Table.Th>{t('faq.question')}</Table.Th>
              <Table.Th>{t('faq.answer')}</Table.Th>
              <Table.Th>{t('faq.category')}</Table.Th>
              <Table.Th>{t('faq.status')}</Table.Th>
              <Table.Th>{t('faq.created')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr
                key={item.faqId}
                bg={selected.includes(item.faqId) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>{selectBox(item)}</Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {item.question}
                  </Text>
                  {similar(item)}
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {item.answer}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.categoryName}</Text>
                </Table.Td>
                <Table.Td>
                  <FaqStatusBadge status={item.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(item.createTime)}
                  </Text>
                </Table.Td>
                <Table.Td>{actions(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deleteModal}
    </>
  );
}
