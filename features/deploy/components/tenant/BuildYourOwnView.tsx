'use client';

import { Divider, Paper, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useTenantJwt } from '@/features/deploy/api/tenant';
import type { Device } from '@/lib/routing/device';
import { WebhooksPanel } from '../webhooks/WebhooksPanel';
import { ConnectionCard } from './ConnectionCard';
import { APP_ID_PLACEHOLDER } from './examples';
import { ExampleApplication } from './ExampleApplication';
import { SecretCard } from './SecretCard';
import { ServerExamples } from './ServerExamples';
import { TokenCheck } from './TokenCheck';
import { TokenRules } from './TokenRules';
import { PageHeader } from '@/components/ui/PageHeader';

/**
 * /dashboard/build-your-own and its phone twin: the tenant secret, the connection URL, the token's rules and the
 * server examples, then the account's webhooks (what its server hears back). The phone leaves out the token check (pasting a token is a developer's desk work).
 */
export function BuildYourOwnView({ device }: { device: Device }) {
  const t = useTranslations('BuildYourOwn');
  const settings = useTenantJwt();
  const phone = device === 'phone';
  const [picked, setPicked] = useState<string | null>(null);
  const appId = picked ?? APP_ID_PLACEHOLDER;
  return (
    <Stack gap="lg" p={phone ? 'md' : 0} maw={phone ? 560 : 960} mx={phone ? 'auto' : undefined}>
      <PageHeader title={t('title')} intro={t('intro')} size={phone ? 'h3' : 'h2'} />
      <QueryState
        query={settings}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) => (
          <Paper withBorder p={phone ? 'sm' : 'lg'} radius="md">
            <Stack gap="xl">
              <SecretCard settings={data} />
              <Divider />
              <ConnectionCard
                origin={data.origin}
                appId={appId}
                picker={<ExampleApplication appId={picked} onChange={setPicked} />}
              />
              <Divider />
              <TokenRules />
              <Divider />
              <ServerExamples origin={data.origin} appId={appId} />
              {phone ? null : (
                <>
                  <Divider />
                  <TokenCheck />
                </>
              )}
            </Stack>
          </Paper>
        )}
      </QueryState>
      <WebhooksPanel />
    </Stack>
  );
}
