'use client';

import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro: string;
  children: ReactNode;
  /** e.g. "No account yet? Register". */
  footer?: { text: string; linkLabel: string; href: string };
}

/** The frame of the login, register and reset pages: one heading, a short line, the form, a way onwards. */
export function AuthCard({ title, intro, children, footer }: Props) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      // Centred with at least a gutter each side, so on a phone it reads as a card and not as the page.
      w="calc(100% - 2 * var(--mantine-spacing-md))"
      maw={460}
      mx="auto"
      my={{ base: 'lg', sm: 48 }}
      data-testid="auth-card"
    >
      <Title order={1} size="h2" mb={4}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        {intro}
      </Text>
      {children}
      {footer && (
        <Group justify="center" gap={4} mt="lg">
          <Text size="sm">{footer.text}</Text>
          <Anchor component={Link} href={footer.href} size="sm">
            {footer.linkLabel}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}
