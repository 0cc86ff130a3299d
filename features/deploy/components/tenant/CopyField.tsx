'use client';

import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** A read-only value with a copy button beside it (a secret, a URL). */
export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const t = useTranslations('BuildYourOwn');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        flex={1}
        miw={0}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button onClick={copy} color={copied ? 'teal' : undefined} variant={copied ? 'light' : 'filled'}>
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
