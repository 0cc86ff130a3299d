import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';

/** What a new account does next; each step links to its page once that page exists. */
export function NextSteps() {
  const t = useTranslations('Console');
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('nextTitle')}
      </Title>
      <List type="ordered" spacing="sm">
        <List.Item>
          <Anchor component={Link} href="/session/create/step1">
            {t('nextCreate')}
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} href="/dashboard/knowledge">
            {t('nextKnowledge')}
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} href="/dashboard/experience">
            {t('nextDeploy')}
          </Anchor>
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="md">
        {t('nextSoon')}
      </Text>
    </Card>
  );
}
