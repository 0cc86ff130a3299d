'use client';

import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useMyPortraits, usePortraitAllowance } from '../api/portraits';
import { canCapture, PortraitAllowanceNotice } from './PortraitAllowanceNotice';
import { PortraitCaptureForm } from './PortraitCaptureForm';
import { PortraitCard } from './PortraitCard';

/**
 * /collection/my: the capture form first (on a phone too) while the packages allow another portrait, otherwise why
 * not and where to order one; then the corporation's portraits with their state. `talkTo`: the session to talk to
 * on /collection/conversation, by portrait id, for the approved portraits that have one (the page composes it).
 */
export function MyPortraitsView({
  talkTo = {},
  useInSession,
}: {
  talkTo?: Record<string, string>;
  /** The wizard's entry, worded "use in a session", for each approved portrait (the page composes it). */
  useInSession?: ReactNode;
}) {
  const t = useTranslations('Portraits');
  const portraits = useMyPortraits();
  const allowance = usePortraitAllowance();
  // When the allowance cannot be read the form shows all the same: the server refuses beyond it anyway.
  const open = allowance.isError || (allowance.data !== undefined && canCapture(allowance.data));
  // The portrait that took the last place closes the form: its "accepted, in review" stays said all the same.
  const [created, setCreated] = useState(false);
  return (
    <Stack gap="lg">
      {allowance.data ? <PortraitAllowanceNotice allowance={allowance.data} /> : null}
      {open ? (
        <Card withBorder padding="md">
          <PortraitCaptureForm onCreated={() => setCreated(true)} />
        </Card>
      ) : created ? (
        <Alert color="teal" role="status">
          {t('created')}
        </Alert>
      ) : null}
      <section aria-labelledby="my-portraits">
        <Title order={2} size="h3" id="my-portraits" mb="sm">
          {t('listTitle')}
        </Title>
        <QueryState
          query={portraits}
          labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
        >
          {(page) =>
            page.list.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {page.list.map((portrait) => (
                  <PortraitCard
                    key={portrait.id}
                    portrait={portrait}
                    conversationId={portrait.status === 'ready' ? talkTo[portrait.id] : undefined}
                    useInSession={useInSession}
                  />
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}
