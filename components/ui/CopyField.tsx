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
  /** The copy button beside the value (a single short line) instead of below it. */
  inline?: boolean;
  description?: string;
  /** Buttons beside the copy button (share, open). */
  extra?: ReactNode;
  testId?: string;
}

const monospace = 'var(--mantine-font-family-monospace)';

/** A value to copy (a URL, a tag, a secret): shown whole and selectable, with a button that copies it and says so. */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedLabel,
  multiline,
  inline,
  description,
  extra,
  testId,
}: Props) {
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    event.currentTarget.select();
  const copyButton = (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size={inline ? undefined : 'xs'}
          onClick={copy}
          color={copied ? 'teal' : undefined}
          variant={copied ? 'light' : 'filled'}
        >
          {copied ? copiedLabel : copyLabel}
        </Button>
      )}
    </CopyButton>
  );
  const field = multiline ? (
    <Textarea
      label={label}
      description={description}
      value={value}
      readOnly
      autosize
      minRows={2}
      onFocus={select}
      styles={{ input: { fontFamily: monospace, fontSize: 13 } }}
      data-testid={testId}
    />
  ) : (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      flex={inline ? 1 : undefined}
      miw={inline ? 0 : undefined}
      styles={inline ? { input: { fontFamily: monospace } } : undefined}
      onFocus={select}
      data-testid={testId}
    />
  );
  if (inline) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {field}
        {copyButton}
        {extra}
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      {field}
      <Group gap="xs">
        {copyButton}
        {extra}
      </Group>
    </Stack>
  );
}
