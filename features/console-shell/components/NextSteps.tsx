import { Anchor, Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';

/** What the account has done so far, read on the server for the console home. */
export interface ConsoleProgress {
  /** Its own sessions (the sample left out). */
  sessions: number;
  /** Its knowledge base holds a FAQ or a document. */
  knowledge: boolean;
  /** One of its own sessions is published. */
  published: number;
}

type StepKey = 'create' | 'knowledge' | 'deploy';

const STEPS: { key: StepKey; href: string }[] = [
  { key: 'create', href: '/session/create/step1' },
  { key: 'knowledge', href: '/dashboard/knowledge' },
  { key: 'deploy', href: '/dashboard/experience' },
];

const isDone = (key: StepKey, progress: ConsoleProgress) =>
  key === 'create'
    ? progress.sessions > 0
    : key === 'knowledge'
      ? progress.knowledge
      : progress.published > 0;

/**
 * What to do next, following the account's progress (issue 19 §1.9): the steps still open come first in their
 * order, so the first one is the real next step; steps already done follow, marked done.
 */
export function NextSteps({ progress }: { progress: ConsoleProgress }) {
  const t = useTranslations('Console');
  const steps = STEPS.map((step) => ({ ...step, done: isDone(step.key, progress) }));
  const ordered = [...steps.filter((s) => !s.done), ...steps.filter((s) => s.done)];
  const text = (key: StepKey, done: boolean) => {
    if (key === 'create') return done ? t('nextCreateMore', { count: progress.sessions }) : t('nextCreate');
    return key === 'knowledge' ? t('nextKnowledge') : t('nextDeploy');
  };
  const allDone = steps.every((s) => s.done);
  return (
    <Card withBorder radius="md" padding="lg" data-next-steps>
      <Title order={2} size="h4" mb="sm">
        {allDone ? t('nextAllDone') : t('nextTitle')}
      </Title>
      <List type="ordered" spacing="sm">
        {ordered.map((step) => (
          <List.Item key={step.key} data-step={step.key} data-done={step.done || undefined}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Anchor component={Link} href={step.href} c={step.done ? 'gray.7' : undefined}>
                {text(step.key, step.done)}
              </Anchor>
              {step.done ? (
                <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
                  {t('stepDone')}
                </Badge>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="md">
        {t('nextSoon')}
      </Text>
    </Card>
  );
}
