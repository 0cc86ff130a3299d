'use client';

import { Code, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CONNECTION_URL_TEMPLATE, PAGE_TICKET_MINUTES, tenantPaths } from '@/features/deploy/contract/tenant';
import { CopyField } from '@/components/ui/CopyField';

/** The connection URL a customer's server sends its users to, and the ticket API for those that open it themselves. */
export function ConnectionCard({
  origin,
  appId,
  picker,
}: {
  origin: string;
  appId: string;
  /** Picks the application the URL and the examples name. */
  picker: ReactNode;
}) {
  const t = useTranslations('BuildYourOwn.connection');
  const tc = useTranslations('BuildYourOwn');
  // Its blanks stay readable: `{token}` (and `<appId>` until an application is picked) are the customer's to fill.
  const url = `${origin}${CONNECTION_URL_TEMPLATE.replace('{appId}', appId)}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="connection-url-title">
      <Title order={2} size="h4" id="connection-url-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro', { minutes: PAGE_TICKET_MINUTES })}
      </Text>
      {picker}
      <CopyField
        label={t('label')}
        value={url}
        copyLabel={tc('copy')}
        copiedLabel={tc('copied')}
        inline
        testId="connection-url"
      />
      <Text size="sm" c="dimmed">
        {t.rich('ticketApi', {
          path: () => <Code>{`${origin}/api${tenantPaths.openTicket}`}</Code>,
          body: () => <Code>{'{"token": "…"}'}</Code>,
        })}
      </Text>
    </Stack>
  );
}
