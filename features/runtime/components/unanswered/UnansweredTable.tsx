'use client';

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type TablePaging } from '@/components/ui/DataTable';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import { useResolveUnanswered } from '@/features/runtime/api/unanswered';
import type { UnansweredGroupDto, UnansweredReason } from '@/features/runtime/contract';
import type { ResolveMode } from './ResolveModal';

const REASON_COLOR: Record<UnansweredReason, string> = {
  unknown: 'gray',
  suggestion: 'blue',
  lowConfidence: 'yellow',
  modelError: 'red',
  disliked: 'orange',
};

interface Props {
  groups: UnansweredGroupDto[];
  sessionName: (conversationId: string) => string;
  onResolve: (group: UnansweredGroupDto, mode: ResolveMode) => void;
  paging: TablePaging;
  /** What stands in place of the table when no question is left. */
  empty: ReactNode;
}

/** One row per question (its rewordings under it), with the one-click ways to the FAQ. */
export function UnansweredTable({ groups, sessionName, onResolve, paging, empty }: Props) {
  const t = useTranslations('Unanswered');
  const when = useFormatMoment();
  const resolve = useResolveUnanswered();

  async function dismiss(group: UnansweredGroupDto) {
    try {
      await resolve.mutateAsync({ action: 'dismiss', turnIds: group.turnIds });
      notifications.show({ message: t('dismissed'), color: 'teal' });
    } catch {
      notifications.show({ message: t('loadFailed'), color: 'red' });
    }
  }

  return (
    <DataTable
      rows={groups}
      rowKey={(group) => group.turnIds[0]!}
      rowName={(group) => group.question}
      label={t('title')}
      labels={{ actions: t('columns.actions'), pages: t('pagination') }}
      minWidth={860}
      paging={paging}
      empty={empty}
      columns={[
        {
          key: 'question',
          header: t('columns.question'),
          maxWidth: 380,
          cell: (group) => (
            <Stack gap={2}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {group.question}
              </Text>
              {group.wordings.length > 0 && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('alsoAsked', { wordings: group.wordings.join(' / ') })}
                </Text>
              )}
              {group.lastAnswer && (
                <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {t('lastAnswer', { answer: group.lastAnswer })}
                </Text>
              )}
            </Stack>
          ),
        },
        { key: 'count', header: t('columns.count'), cell: (group) => group.count },
        {
          key: 'lastAsked',
          header: t('columns.lastAsked'),
          cell: (group) => <Text size="sm">{when(group.lastAsked)}</Text>,
        },
        {
          key: 'sessions',
          header: t('columns.sessions'),
          cell: (group) => <Text size="sm">{group.sessionIds.map(sessionName).join(', ')}</Text>,
        },
        {
          key: 'reasons',
          header: t('columns.reasons'),
          cell: (group) => (
            <Group gap={4}>
              {group.reasons.map((reason) => (
                <Badge key={reason} color={REASON_COLOR[reason]} variant="light" size="sm">
                  {t(`reason.${reason}`)}
                </Badge>
              ))}
            </Group>
          ),
        },
      ]}
      rowActions={(group) => [
        <Group
          key="resolve"
          gap={4}
          wrap="nowrap"
          role="group"
          aria-label={t('actionsFor', { question: group.question })}
        >
          <Button size="compact-sm" onClick={() => onResolve(group, 'similar')}>
            {t('addSimilar')}
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => onResolve(group, 'newFaq')}>
            {t('addFaq')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            onClick={() => dismiss(group)}
            loading={resolve.isPending && resolve.variables?.turnIds === group.turnIds}
          >
            {t('dismiss')}
          </Button>
        </Group>,
      ]}
    />
  );
}
