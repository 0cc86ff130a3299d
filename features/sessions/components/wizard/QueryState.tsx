import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

interface Props {
  isError: boolean;
  onRetry: () => void;
}

/** What a step shows while its list loads, or when it could not be loaded. */
export function QueryState({ isError, onRetry }: Props) {
  const t = useTranslations('SessionsWizard');
  if (isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm">
          <Text size="sm">{t('loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('loading')}</Text>
    </Group>
  );
}
