'use client';

import { Button, Code, CopyButton, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { curlExample, nodeExample } from './examples';

/** The signing call of well-kept JWT libraries: the same claims, the secret string's bytes as the HS256 key. */
const OTHER_LANGUAGES = [
  ['Python (PyJWT)', 'jwt.encode(claims, secret, algorithm="HS256")'],
  [
    'Java (jjwt)',
    'Jwts.builder().claims(claims).signWith(Keys.hmacShaKeyFor(secret.getBytes(UTF_8))).compact()',
  ],
  ['Go (golang-jwt)', 'jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString([]byte(secret))'],
  ['PHP (firebase/php-jwt)', "JWT::encode($claims, $secret, 'HS256')"],
] as const;

function Example({ intro, code, testId }: { intro: string; code: string; testId: string }) {
  const t = useTranslations('BuildYourOwn');
  return (
    <Stack gap="xs" pt="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              style={{ flexShrink: 0 }}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Long lines scroll inside the block, not the page (phones); focusable so a keyboard can scroll it. */}
      <Code block data-testid={testId} tabIndex={0} style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
        {code}
      </Code>
    </Stack>
  );
}

/** The Node and curl examples that mint a token and open the connection URL, and a word on other languages. */
export function ServerExamples({ origin, appId }: { origin: string; appId: string }) {
  const t = useTranslations('BuildYourOwn.examples');
  return (
    <Stack gap="sm" component="section" aria-labelledby="server-examples-title">
      <Title order={2} size="h4" id="server-examples-title">
        {t('title')}
      </Title>
      <Tabs defaultValue="node" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="node">{t('node')}</Tabs.Tab>
          <Tabs.Tab value="curl">{t('curl')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="node">
          <Example intro={t('nodeIntro')} code={nodeExample(origin, appId)} testId="node-example" />
        </Tabs.Panel>
        <Tabs.Panel value="curl">
          <Example intro={t('curlIntro')} code={curlExample(origin, appId)} testId="curl-example" />
        </Tabs.Panel>
      </Tabs>
      <Title order={3} size="h5">
        {t('otherTitle')}
      </Title>
      <Text size="sm">{t('other')}</Text>
      <List size="sm" spacing={4}>
        {OTHER_LANGUAGES.map(([library, call]) => (
          <List.Item key={library}>
            {library}: <Code style={{ wordBreak: 'break-all' }}>{call}</Code>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
