'use client';

import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { TurnDto } from '@/features/runtime/contract';
import { traceOf } from './turn-trace';

const score = (value: number) => value.toFixed(2);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text component="dt" size="sm" fw={600} miw={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Stack component="dd" gap={2} m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Stack>
    </Group>
  );
}

/**
 * Each step's verdict for one turn: which step answered, and why the ones before it did not. A turn with no
 * question (the prologue, the farewell) went through no step but the scripts.
 */
export function TracePanel({ turn, via = 'text' }: { turn: TurnDto; via?: 'text' | 'voice' }) {
  const t = useTranslations('RuntimeConsole.trace');
  const ts = useTranslations('RuntimeConsole.source');
  const trace = traceOf(turn);
  const ms = (value: number | null | undefined) =>
    value === null || value === undefined ? t('noValue') : t('ms', { ms: value });
  const knowledge = trace.knowledge;
  const thresholds = knowledge?.thresholds;
  const matches = knowledge?.faqMatches ?? (knowledge?.faq ? [{ faqId: '', ...knowledge.faq }] : []);
  const model = trace.model;
  // Script names are the engine's identifiers (`prologue`, `unknownQuestion`…): shown by their editor names, and a
  // name an older or newer engine wrote that this panel does not know as "another script", never raw.
  const scriptName = (name: string) => {
    const key = `script.${name}` as 'script.other';
    return t.has(key) ? t(key) : t('script.other');
  };

  // A failure kind is named in words; one this panel does not know (a newer engine's) as it was written.
  const failureName = (kind: string, status?: number) => {
    const key = `failure.${kind}` as 'failure.badStatus';
    const name = t.has(key) ? t(key) : kind;
    return status ? t('failureStatus', { name, status }) : name;
  };

  return (
    <Card withBorder padding="sm" component="section" aria-label={t('label', { ordinal: turn.ordinal })}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('label', { ordinal: turn.ordinal })}
        </Title>
        <Stack component="dl" gap="xs" m={0}>
          <Row label={t('answeredBy')}>
            <Badge variant="light">{ts(turn.source)}</Badge>
          </Row>
          <Row label={t('wakeWord')}>
            <Text size="sm">
              {trace.wakeWord
                ? t(`wake.${trace.wakeWord}`)
                : via === 'text' && turn.question
                  ? t('wakeText')
                  : t('notReached')}
            </Text>
          </Row>
          <Row label={t('interruption')}>
            <Text size="sm">
              {trace.interruption
                ? trace.interruption.word
                : trace.interruption === null
                  ? t('none')
                  : t('notReached')}
            </Text>
          </Row>
          <Row label={t('scene')}>
            <Text size="sm">
              {trace.scene
                ? t('sceneMatched', { keyword: trace.scene.keyword, index: trace.scene.index + 1 })
                : trace.scene === null
                  ? t('none')
                  : t('notReached')}
            </Text>
          </Row>
          <Row label={t('faq')}>
            {knowledge ? (
              <>
                {knowledge.faq && thresholds ? (
                  <Text size="sm">{t(`faqDecision.${knowledge.faq.decision}`, thresholds)}</Text>
                ) : (
                  <Text size="sm">{t('none')}</Text>
                )}
                {matches.length > 0 && (
                  <List size="sm">
                    {matches.map((match) => (
                      <List.Item key={`${match.faqId}-${match.question}`}>
                        {t('faqMatch', { question: match.question, score: score(match.score) })}
                      </List.Item>
                    ))}
                  </List>
                )}
                <Text size="xs" c="dimmed">
                  {t('knowledgeMs', { ms: knowledge.ms })}
                </Text>
              </>
            ) : (
              <Text size="sm">{t('notReached')}</Text>
            )}
          </Row>
          <Row label={t('passages')}>
            {knowledge?.passages.length ? (
              <List size="sm">
                {knowledge.passages.map((passage) => (
                  <List.Item key={`${passage.fileId}-${passage.ordinal}`}>
                    {t('passage', { ...passage, ordinal: passage.ordinal + 1, score: score(passage.score) })}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{t('none')}</Text>
            )}
          </Row>
          <Row label={t('model')}>
            {model ? (
              <>
                <Text size="sm">
                  {model.configured === false
                    ? t('modelNotConfigured', { option: model.option })
                    : t('modelLine', {
                        option: model.option,
                        requestAt: model.requestAtMs ?? 0,
                        firstToken: ms(model.firstTokenMs),
                        total: ms(model.totalMs),
                      })}
                </Text>
                {model.error && (
                  <Text size="sm" c="red" data-failure={model.error}>
                    {t('modelError', { error: failureName(model.error, model.status) })}
                    {model.fallback && ` ${t(`fallback.${model.fallback}`)}`}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm">{t('notReached')}</Text>
            )}
          </Row>
          {trace.withoutModel && (
            <Row label={t('withoutModel')}>
              {trace.withoutModel.extract && (
                <Text size="sm">
                  {t('extract', {
                    fileName:
                      turn.sources.find((source) => source.fileId === trace.withoutModel?.extract?.fileId)
                        ?.fileName ?? '',
                    ordinal: trace.withoutModel.extract.ordinal + 1,
                    sentences: trace.withoutModel.extract.sentences.length,
                    answered: score(trace.withoutModel.extract.answered),
                  })}
                </Text>
              )}
              {trace.withoutModel.suggestions && (
                <List size="sm">
                  {trace.withoutModel.suggestions.questions.map((question) => (
                    <List.Item key={question}>{t('suggested', { question })}</List.Item>
                  ))}
                </List>
              )}
            </Row>
          )}
          <Row label={t('scripts')}>
            <Text size="sm">
              {trace.scripts?.length ? trace.scripts.map(scriptName).join(t('listSeparator')) : t('none')}
            </Text>
          </Row>
          <Row label={t('sentences')}>
            {trace.sentences?.length ? (
              <List size="sm">
                {trace.sentences.map((sentence) => (
                  <List.Item key={sentence.index}>
                    {sentence.text}{' '}
                    <Text span size="xs" c="dimmed">
                      {t('sentence', { ms: sentence.ms })}
                      {sentence.cached && ` · ${t('cached')}`}
                      {sentence.failed && ` · ${t('synthesisFailed')}`}
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{t('none')}</Text>
            )}
          </Row>
          <Row label={t('timings')}>
            <Text size="sm">
              {[
                t('firstEvent', { ms: ms(turn.timings.firstEventMs) }),
                t('firstAudio', { ms: ms(turn.timings.firstAudioMs) }),
                t('modelFirstToken', { ms: ms(turn.timings.modelFirstTokenMs) }),
              ].join(' · ')}
            </Text>
          </Row>
        </Stack>
      </Stack>
    </Card>
  );
}
