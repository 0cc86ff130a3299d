'use client';

import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useWebhookConfig } from '@/features/deploy/api/webhook-config';
import { CallbackForm } from './CallbackForm';
import { DeliveryLog } from './DeliveryLog';
import { SigningSecret } from './SigningSecret';
import { TestEventButton } from './TestEventButton';
import { DELIVERY_EXAMPLE, NODE_VERIFY_EXAMPLE } from './verify-example';
import { PageHeader } from '@/components/ui/PageHeader';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Webhooks (spec §5 callback address, issue 13 §5): the account's callback address, the secret its events are
 * signed with, a test event, how to verify the signature, and the delivery log. Self-contained: a console page
 * mounts it as one section.
 */
export function WebhooksPanel() {
  const t = useTranslations('Webhooks');
  const config = useWebhookConfig();
  // The whole secret lives only here, after the answer that made it: leaving the page forgets it.
  const [revealed, setRevealed] = useState<string | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="webhooks-title">
      <PageHeader title={t('title')} intro={t('intro')} order={2} size="h3" id="webhooks-title" />
      <QueryState
        query={config}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(settings) => (
          <Stack gap="md">
            <Part title={t('address.legend')}>
              <Stack gap="md">
                <CallbackForm callbackUrl={settings.callbackUrl} onSecret={setRevealed} />
                <TestEventButton hasAddress={settings.callbackUrl !== null} />
              </Stack>
            </Part>
            <Part title={t('secret.legend')}>
              <SigningSecret hint={settings.secretHint} revealed={revealed} onRevealed={setRevealed} />
            </Part>
          </Stack>
        )}
      </QueryState>
      <Part title={t('verify.legend')}>
        <Stack gap="xs">
          <Text size="sm">{t('verify.text')}</Text>
          <Code block tabIndex={0} style={{ fontSize: 12 }}>
            {DELIVERY_EXAMPLE}
          </Code>
          <Text size="sm">{t('verify.events')}</Text>
          <Code block tabIndex={0} style={{ fontSize: 12 }}>
            {NODE_VERIFY_EXAMPLE}
          </Code>
        </Stack>
      </Part>
      <Part title={t('log.legend')}>
        <DeliveryLog />
      </Part>
    </Stack>
  );
}
