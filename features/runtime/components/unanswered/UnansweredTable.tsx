'use client';

import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
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
}

/** One row per question (its rewordings under it), with the one-click ways to the FAQ. */
export function UnansweredTable({ groups, sessionName, onResolve }: Props) {
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
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.question')}</Table.Th>
            <Table.Th>{t('columns.count')}</Table.Th>
            <Table.Th>{t('columns.lastAsked')}</Table.Th>
            <Table.Th>{t('columns.sessions')}</Table.Th>
            <Table.Th>{t('columns.reasons')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.turnIds[0]}>
              <Table.Td maw={380}>
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
              </Table.Td>
              <Table.Td>{group.count}</Table.Td>
              <Table.Td>
                <Text size="sm">{when(group.lastAsked)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{group.sessionIds.map(sessionName).join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {group.reasons.map((reason) => (
                    <Badge key={reason} color={REASON_COLOR[reason]} variant="light" size="sm">
                      {t(`reason.${reason}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group
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
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
