'use client';

import { Button, SegmentedControl, Stack } from '@mantine/core';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge } from '@/components/ui/ToneBadge';
import {
  ACTIVITY_STATES,
  type ActivityState,
  type OperatorActivityDto,
} from '@/features/activities/contract';
import { useActivityChanges, useOperatorActivities } from '../../api/activities';
import { useProducts } from '../../api/billing';
import { useChangeError } from '../../api/plan-changes';
import { OperatorTable } from '../OperatorTable';
import { ActivityDialog } from './ActivityDialog';

const TONE = { upcoming: 'blue', active: 'teal', ended: 'gray' } as const;

/** Promotions by state: create, edit, end now. Times show in China time (the app's time zone). */
export function ActivitiesView() {
  const t = useTranslations('OperatorActivities');
  const format = useFormatter();
  const locale = useLocale();
  const money = (fen: number) => `¥${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  const pick = (zh: string, en: string) => (locale === 'en' ? en : zh);
  const products = useProducts();
  const [state, setState] = useState<ActivityState | 'all'>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useOperatorActivities(state === 'all' ? undefined : state, pageIndex);
  const [editing, setEditing] = useState<OperatorActivityDto | 'new' | null>(null);
  const [ending, setEnding] = useState<OperatorActivityDto | null>(null);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const productName = (productId: string) => {
    const product = products.data?.find((row) => row.productId === productId);
    return product ? pick(product.nameZh, product.nameEn) : productId;
  };
  return (
    <Stack>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        size="h3"
        actions={<Button onClick={() => setEditing('new')}>{t('new')}</Button>}
      />
      <SegmentedControl
        value={state}
        onChange={(next) => {
          setState(next as ActivityState | 'all');
          setPageIndex(1);
        }}
        data={[
          { value: 'all', label: t('allStates') },
          ...ACTIVITY_STATES.map((value) => ({ value, label: t('state', { state: value }) })),
        ]}
      />
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('title')}
        testId="operator-activities"
        rowKey={(row) => row.activityId}
        rowName={(row) => row.titleZh}
        columns={[
          {
            key: 'title',
            header: t('titleZh'),
            maxWidth: 220,
            cell: (row) => pick(row.titleZh, row.titleEn),
          },
          {
            key: 'period',
            header: t('period'),
            nowrap: true,
            cell: (row) => `${when(row.startsAt)} – ${when(row.endsAt)}`,
          },
          {
            key: 'audience',
            header: t('audienceHeader'),
            cell: (row) => t('audience', { audience: row.audience }),
          },
          {
            key: 'discount',
            header: t('discountHeader'),
            maxWidth: 220,
            cell: (row) =>
              !row.discount
                ? t('noDiscount')
                : row.discount.kind === 'percent'
                  ? t('percentOff', {
                      percent: row.discount.value / 100,
                      product: productName(row.discount.productId),
                    })
                  : t('amountOff', {
                      amount: money(row.discount.value),
                      product: productName(row.discount.productId),
                    }),
          },
          {
            key: 'state',
            header: t('stateHeader'),
            width: 110,
            cell: (row) => <ToneBadge tone={TONE[row.state]}>{t('state', { state: row.state })}</ToneBadge>,
          },
        ]}
        rowActions={(row) => [
          {
            key: 'edit',
            label: t('edit'),
            ariaLabel: t('editOf', { title: row.titleZh }),
            onClick: () => setEditing(row),
          },
          ...(row.state === 'ended'
            ? []
            : [
                {
                  key: 'end',
                  label: t('end'),
                  ariaLabel: t('endOf', { title: row.titleZh }),
                  color: 'red',
                  onClick: () => setEnding(row),
                },
              ]),
        ]}
      />
      {editing && (
        <ActivityDialog activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {ending && <EndDialog activity={ending} onClose={() => setEnding(null)} />}
    </Stack>
  );
}

function EndDialog({ activity, onClose }: { activity: OperatorActivityDto; onClose: () => void }) {
  const t = useTranslations('OperatorActivities');
  const errorText = useChangeError();
  const { end } = useActivityChanges();
  return (
    <ConfirmDialog
      opened
      destructive
      title={t('endOf', { title: activity.titleZh })}
      message={t('endMessage')}
      confirmLabel={t('end')}
      cancelLabel={t('cancel')}
      busy={end.isPending}
      onConfirm={() => end.mutate(activity.activityId, { onSuccess: onClose })}
      onCancel={onClose}
    >
      {end.error && <span role="alert">{errorText(end.error)}</span>}
    </ConfirmDialog>
  );
}
