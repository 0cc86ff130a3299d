'use client';

import { Code, Stack, Table, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

const METHODS = [
  ['open()', 'open'],
  ['close()', 'close'],
  ['start()', 'start'],
  ['speak(text)', 'speak'],
  ['send(text)', 'send'],
  ['interrupt()', 'interrupt'],
  ['mute(muted = true)', 'mute'],
  ['end()', 'end'],
  ["rate(turnId, 'up' | 'down')", 'rate'],
  ['on(event, listener) · off(event, listener)', 'on'],
  ['ready(): Promise<void>', 'ready'],
  ['destroy()', 'destroy'],
  ['state', 'state'],
] as const;

/** Each event's payload, as the listener receives it. */
const EVENTS = [
  ['ready', '{}'],
  ['state', "{ state: 'idle' | 'connecting' | 'listening' | 'thinking' | 'speaking' | 'ended' }"],
  ['subtitle', '{ text: string }'],
  ['suggestions', '{ questions: string[] }'],
  ['turn', '{ turnId: string | null, question: string, answer: string, sources: string[] }'],
  ['rated', "{ turnId: string, rating: 'up' | 'down' }"],
  ['end', "{ reason: 'user' | 'idle' | 'maxTurns' | 'maxDuration' | 'unanswered' | 'lost' | 'error' }"],
  ['error', '{ code: string, message: string }'],
] as const;

const OPTIONS = [
  ['data-app-id', 'appId'],
  ['data-mode', 'mode'],
  ['data-target', 'target'],
  ['data-lang', 'lang'],
] as const;

const ERRORS = [
  ['originRefused', 'originRefused'],
  ['appUnavailable', 'appUnavailable'],
  ['network', 'network'],
  ['notStarted', 'notStarted'],
  ['invalidCommand', 'invalidCommand'],
  ['maxSessionsExceeded, …', 'runtime'],
] as const;

function Reference({ title, head, rows }: { title: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {/* A wide table scrolls on a phone: its viewport takes focus so a keyboard can scroll it too. */}
      <Table.ScrollContainer
        minWidth={560}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': title } }}
      >
        <Table striped withTableBorder verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {head.map((cell) => (
                <Table.Th key={cell}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                {row.map((cell, column) => (
                  <Table.Td key={column}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The SDK's API reference: methods, events with their payloads, the script tag's options and the error codes. */
export function SdkReference() {
  const t = useTranslations('SdkGuide.reference');
  const name = t('name');
  const description = t('description');
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      <Reference
        title={t('methods')}
        head={[name, description]}
        rows={METHODS.map(([call, key]) => [
          <Code key="c">{`DigitalHuman.${call}`}</Code>,
          t(`method.${key}`),
        ])}
      />
      <Reference
        title={t('events')}
        head={[name, t('payload'), description]}
        rows={EVENTS.map(([event, payload]) => [
          <Code key="e">{event}</Code>,
          <Code key="p">{payload}</Code>,
          t(`event.${event}`),
        ])}
      />
      <Reference
        title={t('options')}
        head={[name, description]}
        rows={OPTIONS.map(([attribute, key]) => [<Code key="a">{attribute}</Code>, t(`option.${key}`)])}
      />
      <Reference
        title={t('errors')}
        head={[name, description]}
        rows={ERRORS.map(([code, key]) => [<Code key="c">{code}</Code>, t(`error.${key}`)])}
      />
    </Stack>
  );
}
