'use client';

import { Button, Code, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SDK_PATH } from '@/features/deploy/contract/embed-snippet';
import type { DigitalHumanApi } from '@/features/deploy/sdk/controller';
import type { EmbedEventType } from '@/lib/contract/embed-messages';

const TARGET_ID = 'dh-live-sample';
const EVENT_TYPES: EmbedEventType[] = ['ready', 'state', 'subtitle', 'suggestions', 'turn', 'end', 'error'];
const LOG_MAX = 200;

interface LogLine {
  n: number;
  type: EmbedEventType;
  payload: string;
}

/**
 * The SDK as a customer's page runs it, on this page (the platform's own origin is always allowed): the served
 * script tag in inline mode, buttons that call its API, and every event it hears. Mounted per application (keyed).
 */
export function LiveSample({ appId, lang }: { appId: string; lang: 'zh' | 'en' }) {
  const t = useTranslations('SdkGuide.live');
  const [api, setApi] = useState<DigitalHumanApi | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [state, setState] = useState('idle');
  const [muted, setMuted] = useState(false);
  const [sendText, setSendText] = useState(() => t('sendDefault'));
  const [speakText, setSpeakText] = useState(() => t('speakDefault'));

  useEffect(() => {
    let n = 0;
    const script = document.createElement('script');
    Object.assign(script.dataset, { appId, mode: 'inline', target: `#${TARGET_ID}`, lang });
    script.src = SDK_PATH;
    script.async = true;
    const onLoad = (event: Event) => {
      const loaded = (event as CustomEvent<DigitalHumanApi>).detail;
      for (const type of EVENT_TYPES)
        loaded.on(type, (payload) =>
          setLog((lines) => [{ n: ++n, type, payload: JSON.stringify(payload) }, ...lines].slice(0, LOG_MAX)),
        );
      loaded.on('state', (event) => setState(event.state));
      setApi(loaded);
    };
    window.addEventListener('digitalhuman:load', onLoad);
    document.body.append(script);
    return () => {
      window.removeEventListener('digitalhuman:load', onLoad);
      window.DigitalHuman?.destroy();
      script.remove();
    };
  }, [appId, lang]);

  const call = (run: (dh: DigitalHumanApi) => void) => () => api && run(api);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder radius="md" w={400} h={640} style={{ overflow: 'hidden' }} id={TARGET_ID} />
        <Stack gap="sm" style={{ flex: '1 1 320px' }}>
          <Text size="sm" data-live-state={state}>
            {t('state', { state })}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={call((dh) => dh.start())} disabled={!api}>
              {t('start')}
            </Button>
            <Button size="xs" variant="light" onClick={call((dh) => dh.interrupt())} disabled={!api}>
              {t('interrupt')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!api}
              onClick={call((dh) => {
                dh.mute(!muted);
                setMuted(!muted);
              })}
            >
              {muted ? t('unmute') : t('mute')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={call((dh) => dh.end())} disabled={!api}>
              {t('end')}
            </Button>
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('sendText')}
              value={sendText}
              onChange={(event) => setSendText(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button size="xs" onClick={call((dh) => dh.send(sendText))} disabled={!api}>
              {t('send')}
            </Button>
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('speakText')}
              value={speakText}
              onChange={(event) => setSpeakText(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button size="xs" onClick={call((dh) => dh.speak(speakText))} disabled={!api}>
              {t('speak')}
            </Button>
          </Group>
          <Group justify="space-between">
            <Text fw={600} size="sm" id="dh-live-log">
              {t('log')}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setLog([])}>
              {t('clear')}
            </Button>
          </Group>
          <ScrollArea h={360} type="auto">
            <Stack gap={4} role="log" aria-labelledby="dh-live-log">
              {log.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('logEmpty')}
                </Text>
              )}
              {log.map((line) => (
                <Code key={line.n} block data-event={line.type} style={{ whiteSpace: 'pre-wrap' }}>
                  {`${line.type} ${line.payload}`}
                </Code>
              ))}
            </Stack>
          </ScrollArea>
        </Stack>
      </Group>
    </Stack>
  );
}
