import { withBasePath } from '@/lib/config/base-path';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';

/**
 * The phone console home's way to the billing center (the desktop console has it in its menu; the phone's has no
 * menu). Rendered on the server: its words need no client catalogue.
 */
export async function PhoneBillingCard() {
  const t = await getTranslations('BillingCenter');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="phone-billing-card">
      <Title order={2} size="h4" mb="xs">
        {t('center.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('center.intro')}
      </Text>
      <Anchor href={withBasePath('/dashboard/order/list')} fw={500}>
        {t('phoneCard.open')}
      </Anchor>
    </Card>
  );
}
