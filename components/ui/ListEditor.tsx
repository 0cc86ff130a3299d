'use client';

import { Button, CloseButton, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface Props {
  lines: string[];
  onChange: (next: string[]) => void;
  /** Each line's error, already translated, by its index. */
  lineErrors?: (ReactNode | undefined)[];
  /** An error about the whole list (too many, duplicates), already translated. */
  listError?: ReactNode;
  /** No more lines can be added past this many. */
  max: number;
  labels: {
    title: string;
    hint?: string;
    /** Shown when there is no line yet. */
    empty?: string;
    /** Each line's name for screen readers, numbered from 1. */
    line: (n: number) => string;
    remove: (n: number) => string;
    add: string;
  };
  /** What every line's input takes besides its value (maxLength, placeholder, inputMode…). */
  inputProps?: Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'aria-label'>;
}

/**
 * A list of short texts edited one a line (allowed domains, other wordings of a question): each line with its own
 * error and a remove button, and an add button until the list is full.
 */
export function ListEditor({ lines, onChange, lineErrors = [], listError, max, labels, inputProps }: Props) {
  const titleId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={titleId}>
      <Text size="sm" fw={500} id={titleId}>
        {labels.title}
      </Text>
      {labels.hint ? (
        <Text size="xs" c="dimmed">
          {labels.hint}
        </Text>
      ) : null}
      {lines.length === 0 && labels.empty ? (
        <Text size="sm" c="dimmed">
          {labels.empty}
        </Text>
      ) : null}
      {lines.map((line, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            {...inputProps}
            style={{ flex: 1 }}
            aria-label={labels.line(index + 1)}
            value={line}
            onChange={(event) => onChange(lines.map((l, i) => (i === index ? event.currentTarget.value : l)))}
            error={lineErrors[index]}
          />
          <CloseButton
            mt={4}
            aria-label={labels.remove(index + 1)}
            onClick={() => onChange(lines.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
      {listError ? (
        <Text size="xs" c="red">
          {listError}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        disabled={lines.length >= max}
        onClick={() => onChange([...lines, ''])}
      >
        {labels.add}
      </Button>
    </Stack>
  );
}
