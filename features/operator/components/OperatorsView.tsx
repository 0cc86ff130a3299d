'use client';

import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/contract/operator-permissions';
import { useManageOperators, useOperators } from '../api/hooks';

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
      <Title order={1} size="h3">
        {t('operatorsTitle')}
      </Title>
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
      <QueryState
        query={query}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(list) => (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('email')}</Table.Th>
                <Table.Th>{t('roleLabel')}</Table.Th>
                <Table.Th>{t('enrolled')}</Table.Th>
                <Table.Th>{t('lastLogin')}</Table.Th>
                <Table.Th>{t('actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((row) => (
                <Table.Tr key={row.operatorId}>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={t('changeRole', { email: row.email })}
                      data={roles}
                      value={row.role}
                      allowDeselect={false}
                      disabled={row.operatorId === selfId}
                      onChange={(value) =>
                        value && update.mutate({ operatorId: row.operatorId, role: value as OperatorRole })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.enrolled ? t('enrolledYes') : t('enrolledNo')}</Text>
                  </Table.Td>
                  <Table.Td>{row.lastLoginAt ? formatDay(row.lastLoginAt) : t('never')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Badge color={row.disabled ? 'gray' : 'teal'} variant="light">
                        {row.disabled ? t('disabled') : t('active')}
                      </Badge>
                      {row.operatorId !== selfId && (
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() =>
                            update.mutate({ operatorId: row.operatorId, disabled: !row.disabled })
                          }
                        >
                          {row.disabled ? t('enable') : t('disable')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
