'use client';

import { Button, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge } from '@/components/ui/ToneBadge';
import type { ProductDto } from '@/features/billing/contract';
import { useProductChanges, useProducts } from '../../api/billing';
import { useChangeError } from '../../api/plan-changes';
import { OperatorTable } from '../OperatorTable';
import { useMoney } from './OrderStatusBadge';
import { ProductDialog } from './ProductDialog';

/** What the platform sells and at what price; orders keep the product as it was when they were made. */
export function ProductsView({ canManage }: { canManage: boolean }) {
  const t = useTranslations('OperatorBilling');
  const money = useMoney();
  const query = useProducts();
  const [editing, setEditing] = useState<ProductDto | 'new' | null>(null);
  const [ending, setEnding] = useState<ProductDto | null>(null);
  return (
    <Stack>
      <PageHeader
        title={t('productsTitle')}
        intro={t('productsIntro')}
        size="h3"
        actions={canManage && <Button onClick={() => setEditing('new')}>{t('newProduct')}</Button>}
      />
      <OperatorTable
        query={query}
        label={t('productsTitle')}
        testId="operator-products"
        rowKey={(row) => row.productId}
        rowName={(row) => row.nameZh}
        columns={[
          { key: 'nameZh', header: t('nameZh'), maxWidth: 200, cell: (row) => row.nameZh },
          { key: 'nameEn', header: t('nameEn'), maxWidth: 200, cell: (row) => row.nameEn },
          {
            key: 'kind',
            header: t('kindHeader'),
            nowrap: true,
            cell: (row) => t('kind', { kind: row.kind }),
          },
          {
            key: 'grants',
            header: t('grants'),
            maxWidth: 220,
            cell: (row) =>
              t('grantsOf', {
                kind: row.kind,
                concurrency: row.concurrency ?? 0,
                days: row.durationDays ?? 0,
                credit: money(row.creditFen ?? 0),
              }),
          },
          {
            key: 'price',
            header: t('price'),
            align: 'right',
            nowrap: true,
            cell: (row) => money(row.priceFen),
          },
          { key: 'sort', header: t('sort'), align: 'right', cell: (row) => row.sort },
          {
            key: 'active',
            header: t('statusHeader'),
            width: 110,
            cell: (row) => (
              <ToneBadge tone={row.active ? 'teal' : 'gray'}>
                {t('onSale', { active: String(row.active) })}
              </ToneBadge>
            ),
          },
        ]}
        rowActions={
          canManage
            ? (row) => [
                {
                  key: 'edit',
                  label: t('edit'),
                  ariaLabel: t('editOf', { name: row.nameZh }),
                  onClick: () => setEditing(row),
                },
                ...(row.active
                  ? [
                      {
                        key: 'deactivate',
                        label: t('deactivate'),
                        ariaLabel: t('deactivateOf', { name: row.nameZh }),
                        color: 'red',
                        onClick: () => setEnding(row),
                      },
                    ]
                  : []),
              ]
            : undefined
        }
      />
      {editing && (
        <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {ending && <DeactivateDialog product={ending} onClose={() => setEnding(null)} />}
    </Stack>
  );
}

function DeactivateDialog({ product, onClose }: { product: ProductDto; onClose: () => void }) {
  const t = useTranslations('OperatorBilling');
  const errorText = useChangeError();
  const { deactivate } = useProductChanges();
  return (
    <ConfirmDialog
      opened
      destructive
      title={t('deactivateOf', { name: product.nameZh })}
      message={t('deactivateMessage')}
      confirmLabel={t('deactivate')}
      cancelLabel={t('cancel')}
      busy={deactivate.isPending}
      onConfirm={() => deactivate.mutate({ productId: product.productId }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      {deactivate.error && <span role="alert">{errorText(deactivate.error)}</span>}
    </ConfirmDialog>
  );
}
