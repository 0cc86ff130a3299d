'use client';

import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface Props {
  /** The secret to show; null when the window is closed. */
  secret: string | null;
  title: string;
  /** Whose secret it is, above the warning. */
  description?: ReactNode;
  warningTitle: string;
  warning?: string;
  /** The secret's name above it. */
  label: string;
  labels: { copy: string; copied: string; done: string };
  /** Marks the secret for tests and tools that read it. */
  testId?: string;
  /** The explicit "I have stored it": the only way out. */
  onDone: () => void;
}

/**
 * A secret the server answers this once (an APPKey, the tenant JWT secret, a webhook signing secret): the one time
 * the browser ever sees it. Escape, a click beside it and a close button would lose it before it was copied, so the
 * window has none of them: it closes only by the explicit "I have stored it".
 */
export function SecretShownOnce({
  secret,
  title,
  description,
  warningTitle,
  warning,
  label,
  labels,
  testId,
  onDone,
}: Props) {
  const labelId = useId();
  return (
    <Modal
      opened={secret !== null}
      onClose={() => undefined}
      title={title}
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      {secret !== null ? (
        <Stack gap="md">
          {description ? (
            <Text size="sm" c="dimmed" component="div">
              {description}
            </Text>
          ) : null}
          <Alert color="orange" variant="light" title={warningTitle} role="alert">
            {warning}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={labelId}>
              {label}
            </Text>
            <Code block aria-labelledby={labelId} data-testid={testId} style={{ wordBreak: 'break-all' }}>
              {secret}
            </Code>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                >
                  {copied ? labels.copied : labels.copy}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onDone}>
              {labels.done}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
