'use client';

import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import { useState } from 'react';
import { downloadRecords, RECORDS_PAGE_SIZE, useRecords } from '@/features/runtime/api/records';
import type { RecordExportFormat, TurnDto } from '@/features/runtime/contract';
import { PagingFooter } from '@/components/ui/PagingFooter';

function TurnItem({ turn }: { turn: TurnDto }) {
  const t = useTranslations('RuntimeConsole.records');
  const tt = useTranslations('RuntimeConsole.trace');
  const ts = useTranslations('RuntimeConsole.source');
  const ms = (value: number | null) => (value === null ? tt('noValue') : tt('ms', { ms: value }));
  return (
    <Stack gap={4} component="li" aria-label={t('turn', { ordinal: turn.ordinal })}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('turn', { ordinal: turn.ordinal })}
        </Text>
        <Badge variant="light" size="sm">
          {ts(turn.source)}
        </Badge>
        {turn.interrupted && (
          <Badge color="orange" variant="light" size="sm">
            {t('interrupted')}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {t('question')}:{' '}
        </Text>
        {turn.question || t('system')}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {t('answer')}:{' '}
        </Text>
        {turn.answer}
      </Text>
      {turn.sources.length > 0 && (
        <Text size="xs">{t('documents', { names: turn.sources.map((s) => s.fileName).join(', ') })}</Text>
      )}
      <Text size="xs" c="dimmed">
        {t('timings', {
          firstEvent: ms(turn.timings.firstEventMs),
          firstAudio: ms(turn.timings.firstAudioMs),
          modelFirstToken: ms(turn.timings.modelFirstTokenMs),
        })}
      </Text>
    </Stack>
  );
}

/** A session's conversation records, newest first, a page at a time, with the CSV and JSON exports. */
export function RecordsList({ conversationId }: { conversationId: string }) {
  const t = useTranslations('RuntimeConsole.records');
  const tc = useTranslations('RuntimeConsole');
  const when = useFormatMoment();
  const [pageIndex, setPageIndex] = useState(1);
  const [exportFailed, setExportFailed] = useState(false);
  const [exporting, setExporting] = useState<RecordExportFormat | null>(null);
  const records = useRecords(conversationId, pageIndex);

  async function exportAs(kind: RecordExportFormat) {
    setExporting(kind);
    setExportFailed(false);
    try {
      await downloadRecords(conversationId, kind);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('label')}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('label')}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" loading={exporting === 'csv'} onClick={() => exportAs('csv')}>
            {t('exportCsv')}
          </Button>
          <Button variant="default" size="xs" loading={exporting === 'json'} onClick={() => exportAs('json')}>
            {t('exportJson')}
          </Button>
        </Group>
      </Group>
      {exportFailed && (
        <Alert color="red" role="alert">
          {t('exportFailed')}
        </Alert>
      )}
      {records.isPending ? (
        <Loader size="sm" />
      ) : records.isError ? (
        <Group>
          <Text c="red">{tc('loadFailed')}</Text>
          <Button variant="subtle" size="xs" onClick={() => records.refetch()}>
            {tc('retry')}
          </Button>
        </Group>
      ) : records.data.total === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('total', { total: records.data.total })}
          </Text>
          {records.data.list.map((chat) => (
            <Card key={chat.chatId} withBorder padding="sm">
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('chat', { start: when(chat.startTime), entry: tc(`entry.${chat.entry}`) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {chat.endTime
                    ? t('ended', {
                        end: when(chat.endTime),
                        reason: chat.endReason ? tc(`endReason.${chat.endReason}`) : '',
                      })
                    : t('open')}
                </Text>
                <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {chat.turns.map((turn) => (
                    <TurnItem key={turn.turnId} turn={turn} />
                  ))}
                </Stack>
              </Stack>
            </Card>
          ))}
          <PagingFooter
            total={records.data.total}
            pageIndex={pageIndex}
            pageSize={RECORDS_PAGE_SIZE}
            onChange={setPageIndex}
            label={t('pagination')}
          />
        </>
      )}
    </Stack>
  );
}
