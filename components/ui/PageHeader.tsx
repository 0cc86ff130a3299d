import { Group, Text, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** One line under the title that says what the page is for. */
  intro?: ReactNode;
  /** Keeps a long intro to a readable line length. */
  introMaxWidth?: number;
  /** Buttons on the right (create, import), wrapping below the title on a narrow screen. */
  actions?: ReactNode;
  /** 1 for a page; 2 for a section that heads a page of its own (a tab, a panel). */
  order?: TitleOrder;
  size?: TitleSize;
  /** Ties a section to its title (`aria-labelledby`). */
  id?: string;
}

/** The heading of a console page: its title, what it is for, and its main actions. */
export function PageHeader({ title, intro, introMaxWidth, actions, order = 1, size = 'h2', id }: Props) {
  const heading = (
    <div>
      <Title order={order} size={size} id={id}>
        {title}
      </Title>
      {intro ? (
        <Text c="dimmed" size="sm" mt={4} maw={introMaxWidth}>
          {intro}
        </Text>
      ) : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-start">
      {heading}
      {actions}
    </Group>
  );
}
