'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Alert, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { useFormatDay } from '@/components/ui/useFormatDay';
import {
  QUEUE_KINDS,
  REVIEW_STATUSES,
  type ModerationRow,
  type ReviewStatus,
} from '@/features/community/contract';
import { useModerate, useModerationQueue } from '../api/community';
import { OperatorTable } from './OperatorTable';

type Kind = (typeof QUEUE_KINDS)[number];

/** The forum's moderation queue: posts or comments by review status, approve / reject with reason, post flags. */
export function CommunityModerationView() {
  const t = useTranslations('CommunityModeration');
  const ops = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [kind, setKind] = useState<Kind>('posts');
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useModerationQueue({ kind, status, pageIndex });
  const { decide, flags } = useModerate();
  const [rejecting, setRejecting] = useState<ModerationRow | null>(null);
  const [reason, setReason] = useState('');
  const counts = query.data?.counts;
  const error = decide.error ?? flags.error;

  const flagActions = (row: ModerationRow) =>
    row.kind === 'posts' && row.status === 'approved'
      ? [
          {
            key: 'pin',
            label: row.pinned ? t('unpin') : t('pin'),
            onClick: () => flags.mutate({ id: row.id, pinned: !row.pinned }),
          },
          {
            key: 'lock',
            label: row.locked ? t('unlock') : t('lock'),
            onClick: () => flags.mutate({ id: row.id, locked: !row.locked }),
          },
          {
            key: 'announce',
            label: row.announcement ? t('unannounce') : t('announce'),
            onClick: () => flags.mutate({ id: row.id, announcement: !row.announcement }),
          },
          {
            key: 'hide',
            label: row.hidden ? t('unhide') : t('hide'),
            onClick: () => flags.mutate({ id: row.id, hidden: !row.hidden }),
          },
        ]
      : [];

  return (
    <Stack>
      <PageHeader title={t('title')} size="h3" />
      {counts && (
        <Text c="dimmed">
          {t('counts', { posts: counts.pendingPosts, comments: counts.pendingComments })}
        </Text>
      )}
      <Group>
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setPageIndex(1);
          }}
          data={QUEUE_KINDS.map((value) => ({ value, label: t('kind', { kind: value }) }))}
        />
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as ReviewStatus);
            setPageIndex(1);
          }}
          data={REVIEW_STATUSES.map((value) => ({ value, label: t('status', { status: value }) }))}
        />
      </Group>
      {error && <Alert color="red">{error.message}</Alert>}
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('title')}
        rowKey={(row) => row.id}
        rowName={(row) => row.title}
        rowProps={() => ({ 'data-testid': 'moderation-row' })}
        columns={[
          {
            key: 'title',
            header: t('columns.title'),
            cell: (row) => (
              <a
                href={withBasePath(`/community/detail?id=${encodeURIComponent(row.postId)}`)}
                target="_blank"
                rel="noreferrer"
              >
                {row.title}
              </a>
            ),
          },
          {
            key: 'body',
            header: t('columns.body'),
            cell: (row) => (
              <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
                {row.body}
              </Text>
            ),
          },
          {
            key: 'author',
            header: t('columns.author'),
            cell: (row) => (
              <>
                <Text size="sm">{row.authorName}</Text>
                <Text size="xs" c="dimmed">
                  {row.authorEmail}
                </Text>
              </>
            ),
          },
          {
            key: 'createdAt',
            header: t('columns.createdAt'),
            nowrap: true,
            cell: (row) => formatDay(row.createdAt),
          },
        ]}
        rowActions={(row) =>
          row.status === 'pending'
            ? [
                {
                  key: 'approve',
                  label: t('approve'),
                  ariaLabel: `${t('approve')}: ${row.title}`,
                  onClick: () => decide.mutate({ kind: row.kind, id: row.id, decision: 'approve' }),
                },
                {
                  key: 'reject',
                  label: t('reject'),
                  ariaLabel: `${t('reject')}: ${row.title}`,
                  color: 'red',
                  onClick: () => {
                    setReason('');
                    setRejecting(row);
                  },
                },
              ]
            : flagActions(row)
        }
      />
      <ConfirmDialog
        opened={rejecting !== null}
        title={t('reject')}
        message={rejecting?.title ?? ''}
        confirmLabel={t('confirmReject')}
        cancelLabel={ops('cancel')}
        destructive
        busy={decide.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          if (!rejecting || !reason.trim()) return;
          decide.mutate(
            { kind: rejecting.kind, id: rejecting.id, decision: 'reject', reason },
            { onSuccess: () => setRejecting(null) },
          );
        }}
      >
        <Textarea
          label={t('reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          autosize
          minRows={2}
        />
      </ConfirmDialog>
    </Stack>
  );
}
