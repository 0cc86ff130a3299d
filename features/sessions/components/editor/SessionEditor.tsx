'use client';

import { Button, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSession } from '@/features/sessions/api/sessions';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';
import { QueryState } from '../wizard/QueryState';
import { EditorForm } from './EditorForm';

function NotFound() {
  const t = useTranslations('SessionsEditor.notFound');
  return (
    <Stack gap="md" maw={560} role="region" aria-labelledby="session-not-found">
      <Title order={1} size="h3" id="session-not-found">
        {t('title')}
      </Title>
      <Text>{t('message')}</Text>
      <Button component={Link} href="/dashboard/session" style={{ alignSelf: 'flex-start' }}>
        {t('toList')}
      </Button>
    </Stack>
  );
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError &&
  (Number(error.code) === ApiCode.notFound || error.fields.some((f) => f.field === 'conversationId'));

/** /session/edit?conversationId=…: the session's editor, or a clear "not found" with the way back to the list. */
export function SessionEditor({ conversationId }: { conversationId: string }) {
  const session = useSession(conversationId);
  if (!conversationId || isNotFound(session.error)) return <NotFound />;
  if (session.data) return <EditorForm key={session.data.conversationId} session={session.data} />;
  return <QueryState isError={session.isError} onRetry={() => void session.refetch()} />;
}
