'use client';

import { Button, CopyButton, Group, Stack, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  /** A tag spans lines; a link stays on one. */
  multiline?: boolean;
  description?: string;
  /** Buttons beside the copy button (share, open). */
  extra?: ReactNode;
  testId: string;
}

/** A value to copy: shown whole and selectable, with a button that copies it and says so. */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedLabel,
  multiline,
  description,
  extra,
  testId,
}: Props) {
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    event.currentTarget.select();
  return (
    <Stack gap={6}>
      {multiline ? (
        <Textarea
          label={label}
          description={description}
          value={value}
          readOnly
          autosize
          minRows={2}
          onFocus={select}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          data-testid={testId}
        />
      ) : (
        <TextInput
          label={label}
          description={description}
          value={value}
          readOnly
          onFocus={select}
          data-testid={testId}
        />
      )}
      <Group gap="xs">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              onClick={copy}
              color={copied ? 'teal' : undefined}
              variant={copied ? 'light' : 'filled'}
            >
              {copied ? copiedLabel : copyLabel}
            </Button>
          )}
        </CopyButton>
        {extra}
      </Group>
    </Stack>
  );
}
