import { Card, List, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** What a new account does next; steps link to their pages once those exist. */
export function NextSteps() {
  const t = useTranslations('Console');
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('nextTitle')}
      </Title>
      <List type="ordered" spacing="sm">
        <List.Item>{t('nextCreate')}</List.Item>
        <List.Item>{t('nextKnowledge')}</List.Item>
        <List.Item>{t('nextDeploy')}</List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="md">
        {t('nextSoon')}
      </Text>
    </Card>
  );
}
