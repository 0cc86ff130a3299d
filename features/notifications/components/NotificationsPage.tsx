'use client';

import { Button, Card, Stack, Switch, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { PagingFooter } from '@/components/ui/PagingFooter';
import { QueryState } from '@/components/ui/QueryState';
import {
  useMarkAllRead,
  useNotificationPreference,
  useNotifications,
  useSetNotificationPreference,
  useUnreadCount,
} from '../api/notifications';
import { NotificationLine } from './NotificationLine';
import { useOpenNotification } from './useOpenNotification';

const PAGE_SIZE = 20;

/** Whether review outcomes are mailed too: the switch lives here, beside what it is about. */
function MailSwitch() {
  const t = useTranslations('Notifications');
  const preference = useNotificationPreference();
  const save = useSetNotificationPreference();
  return (
    <Switch
      label={t('mailSwitch')}
      description={t('mailSwitchHint')}
      checked={save.isPending ? Boolean(save.variables) : (preference.data?.mail ?? true)}
      disabled={preference.isPending || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}

/** Every notification of the user, newest first, by page; mark all read; the mail switch. */
export function NotificationsPage({ phone = false }: { phone?: boolean }) {
  const t = useTranslations('Notifications');
  const [pageIndex, setPageIndex] = useState(1);
  const list = useNotifications(pageIndex, PAGE_SIZE);
  const unread = useUnreadCount().data ?? 0;
  const markAllRead = useMarkAllRead();
  const open = useOpenNotification();
  return (
    <Stack gap="lg" maw={800} p={phone ? 'md' : 0}>
      <PageHeader
        title={t('title')}
        intro={t('description')}
        size={phone ? 'h3' : 'h2'}
        actions={
          <Button
            variant="light"
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t('markAllRead')}
          </Button>
        }
      />
      <Card withBorder padding="md">
        <MailSwitch />
      </Card>
      <QueryState
        query={list}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(page) =>
          page.list.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <Stack gap={4} component="section" aria-label={t('title')}>
              {page.list.map((item) => (
                <NotificationLine key={item.id} item={item} onOpen={open} />
              ))}
              <PagingFooter
                total={page.total}
                pageIndex={pageIndex}
                pageSize={PAGE_SIZE}
                onChange={setPageIndex}
                label={t('pages')}
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
