'use client';

import { Alert, Button, Card, Group, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/contract/operator-permissions';
import { useManageOperators, useOperators } from '../api/hooks';
import { OperatorTable } from './OperatorTable';

/** Admins only: every operator, a new one, a role changed, an operator disabled or enabled. */
export function OperatorsView({ selfId }: { selfId: string }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const query = useOperators();
  const { create, update } = useManageOperators();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('reviewer');
  const [password, setPassword] = useState('');
  const roles = OPERATOR_ROLES.map((value) => ({ value, label: t('role', { role: value }) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { email, role, password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
        },
      },
    );
  };

  return (
    <Stack>
      <PageHeader title={t('operatorsTitle')} size="h3" />
      <Card withBorder>
        <form onSubmit={submit}>
          <Stack>
            <Title order={2} size="h5">
              {t('newOperator')}
            </Title>
            <Group align="flex-end">
              <TextInput
                label={t('email')}
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Select
                label={t('roleLabel')}
                data={roles}
                value={role}
                allowDeselect={false}
                onChange={(value) => value && setRole(value as OperatorRole)}
              />
              <PasswordInput
                label={t('firstPassword')}
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <Button type="submit" loading={create.isPending}>
                {t('create')}
              </Button>
            </Group>
            {create.isSuccess && <Alert color="teal">{t('created')}</Alert>}
            {create.error && (
              <Alert color="red" role="alert">
                {create.error.message}
              </Alert>
            )}
          </Stack>
        </form>
      </Card>
      {update.error && (
        <Alert color="red" role="alert">
          {update.error.message}
        </Alert>
      )}
      <OperatorTable
        query={query}
        label={t('operatorsTitle')}
        rowKey={(row) => row.operatorId}
        rowName={(row) => row.email}
        rowProps={(row) => ({ 'data-testid': 'operator-row', 'data-email': row.email })}
        columns={[
          { key: 'email', header: t('email'), cell: (row) => row.email },
          {
            key: 'role',
            header: t('roleLabel'),
            cell: (row) => (
              <Select
                size="xs"
                w={180}
                aria-label={t('changeRole', { email: row.email })}
                data={roles}
                value={row.role}
                allowDeselect={false}
                disabled={row.operatorId === selfId}
                onChange={(value) =>
                  value && update.mutate({ operatorId: row.operatorId, role: value as OperatorRole })
                }
              />
            ),
          },
          {
            key: 'enrolled',
            header: t('enrolled'),
            cell: (row) => (row.enrolled ? t('enrolledYes') : t('enrolledNo')),
          },
          {
            key: 'lastLogin',
            header: t('lastLogin'),
            nowrap: true,
            cell: (row) => (row.lastLoginAt ? formatDay(row.lastLoginAt) : t('never')),
          },
          {
            key: 'status',
            header: t('status'),
            width: 110,
            cell: (row) => (
              <ToneBadge tone={row.disabled ? 'gray' : 'teal'}>
                {row.disabled ? t('disabled') : t('active')}
              </ToneBadge>
            ),
          },
        ]}
        rowActions={(row) =>
          row.operatorId === selfId
            ? []
            : [
                {
                  key: 'toggle',
                  label: row.disabled ? t('enable') : t('disable'),
                  ariaLabel: t(row.disabled ? 'enableOf' : 'disableOf', { email: row.email }),
                  onClick: () => update.mutate({ operatorId: row.operatorId, disabled: !row.disabled }),
                },
              ]
        }
      />
    </Stack>
  );
}
