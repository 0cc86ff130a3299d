'use client';

import { Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** A step of the guide: what it does and its code, with a copy button. */
export function Snippet({ title, body, code }: { title: string; body: string; code: string }) {
  const t = useTranslations('SdkGuide');
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'blue'}
              onClick={copy}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {body}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={title}>
        {code}
      </Code>
    </Stack>
  );
}
