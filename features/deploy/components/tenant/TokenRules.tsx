'use client';

import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { VISITOR_TOKEN } from '@/features/deploy/contract/tenant';

/** The claims a visitor token carries and the rules the platform holds them to. */
export function TokenRules() {
  const t = useTranslations('BuildYourOwn.token');
  const rows = [
    ['app', t('app')],
    ['iat', t('iat')],
    [
      'exp',
      t('exp', {
        max: VISITOR_TOKEN.maxLifetimeS / 60,
        recommended: VISITOR_TOKEN.recommendedLifetimeS / 60,
      }),
    ],
    ['jti', t('jti', { max: VISITOR_TOKEN.jtiMax })],
    ['sub', t('sub', { max: VISITOR_TOKEN.subMax })],
  ] as const;
  return (
    <Stack gap="sm" component="section" aria-labelledby="token-rules-title">
      <Title order={2} size="h4" id="token-rules-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>{t('claim')}</Table.Th>
            <Table.Th>{t('rule')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([claim, rule]) => (
            <Table.Tr key={claim}>
              <Table.Td>
                <Code>{claim}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{rule}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('clock', { seconds: VISITOR_TOKEN.clockToleranceS })}
      </Text>
    </Stack>
  );
}
