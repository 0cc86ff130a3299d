'use client';

import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { UTTERANCE_MAX } from '@/features/runtime/contract';
import { TracePanel } from './TracePanel';
import { useDebugChat, type DebugTurn } from './useDebugChat';

interface TurnViewProps {
  turn: DebugTurn;
  /** Asks an offered question as the visitor's tap would; absent while another question is on its way. */
  onAsk?: (question: string) => void;
}

function TurnView({ turn, onAsk }: TurnViewProps) {
  const t = useTranslations('RuntimeConsole.chat');
  const tt = useTranslations('RuntimeConsole.trace');
  const ts = useTranslations('RuntimeConsole.source');
  return (
    <Stack gap="xs" component="li">
      {turn.question ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('you')}:{' '}
          </Text>
          {turn.question}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('opening')}
        </Text>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
          {t('bot')}:
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} aria-live="polite">
          {turn.answer || (turn.pending ? t('thinking') : '')}
        </Text>
        {turn.source && (
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {ts(turn.source)}
          </Badge>
        )}
      </Group>
      {turn.cited.length > 0 && (
        <Text size="xs" c="dimmed" data-citation="">
          {t('cited', { names: turn.cited.join(t('citedSeparator')) })}
        </Text>
      )}
      {turn.suggestions.length > 0 && (
        <Group gap="xs" component="nav" aria-label={t('suggestions')}>
          {turn.suggestions.map((question) => (
            <Button
              key={question}
              size="compact-sm"
              variant="light"
              disabled={!onAsk}
              onClick={() => onAsk?.(question)}
            >
              {question}
            </Button>
          ))}
        </Group>
      )}
      {turn.error !== null && (
        <Alert color="red" role="alert" p="xs">
          {turn.error || t('failed')}
        </Alert>
      )}
      {turn.stored ? (
        <TracePanel turn={turn.stored} />
      ) : (
        !turn.pending &&
        turn.source && (
          <Text size="xs" c="dimmed">
            {tt('loading')}
          </Text>
        )
      )}
    </Stack>
  );
}

/** Talks to one session by text in the owner's preview, each turn with its trace; "start again" is a new chat. */
export function DebugChat({ conversationId }: { conversationId: string }) {
  const [attempt, setAttempt] = useState(0);
  return <ChatRun key={attempt} conversationId={conversationId} onRestart={() => setAttempt((n) => n + 1)} />;
}

function ChatRun({ conversationId, onRestart }: { conversationId: string; onRestart: () => void }) {
  const t = useTranslations('RuntimeConsole.chat');
  const tc = useTranslations('RuntimeConsole');
  const chat = useDebugChat(conversationId);
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = text.trim();
    if (!question || !chat.ready || chat.busy) return;
    setText('');
    void chat.ask(question);
  }

  return (
    <Stack gap="md" component="section" aria-label={t('label')}>
      {chat.turns.length === 0 && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('connecting')}</Text>
        </Group>
      )}
      <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {chat.turns.map((turn) => (
          <TurnView
            key={turn.key}
            turn={turn}
            onAsk={chat.ready && !chat.busy ? (question) => void chat.ask(question) : undefined}
          />
        ))}
      </Stack>
      {chat.ended ? (
        <Card withBorder padding="sm">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('ended', { reason: tc(`endReason.${chat.ended}`) })}</Text>
            <Button size="xs" onClick={onRestart}>
              {t('restart')}
            </Button>
          </Group>
        </Card>
      ) : (
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('question')}
              placeholder={t('placeholder')}
              value={text}
              maxLength={UTTERANCE_MAX}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              type="submit"
              disabled={!chat.ready || chat.busy || !text.trim()}
              loading={chat.busy && chat.ready}
            >
              {t('send')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
