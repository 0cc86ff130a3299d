'use client';

import { Alert, Input, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import type { VoiceDto } from '@/features/speech/contract';
import { useSessionForm } from '../session-form/SessionFormProvider';
import { useSessionField } from '../session-form/useSessionField';
import { useAudition } from '../wizard/voice/useAudition';
import { SavedVoiceGone, UnavailableVoices } from '../wizard/voice/VoiceAvailability';
import { VoiceList } from '../wizard/voice/VoiceList';
import { VoiceSliders, type VoiceSettings } from '../wizard/voice/VoiceSliders';

const edit = { shouldDirty: true } as const;

/** The voice, heard before it is chosen, limited to those that speak the session's language; its tuning. */
export function VoiceGroup({ voices }: { voices: readonly VoiceDto[] }) {
  const t = useTranslations('SessionsEditor.voice');
  const wizard = useTranslations('SessionsWizard.voice');
  const languages = useTranslations('SessionsForm.languages');
  const { control, setValue } = useSessionForm();
  const [language, detail] = useWatch({ control, name: ['language', 'detailDto'] });
  const voice = useSessionField('detailDto.ttsId');
  const { onChange } = voice.input;
  const { audioRef, state, playingId, play, stop } = useAudition();
  const tuning: VoiceSettings = {
    ttsVolume: Number(detail.ttsVolume ?? 50),
    ttsPitch: Number(detail.ttsPitch ?? 50),
    ttsSpeedRate: Number(detail.ttsSpeedRate ?? 1),
  };
  const selected = voices.find((v) => v.ttsId === detail.ttsId);
  const listen = (v: VoiceDto) =>
    void play({
      ttsId: v.ttsId,
      text: v.sampleText[language] ?? undefined,
      language: v.languages.includes(language) ? language : v.languages[0],
      volume: tuning.ttsVolume,
      pitch: tuning.ttsPitch,
      speed: tuning.ttsSpeedRate,
    });
  return (
    <Stack gap="md">
      <audio ref={audioRef} hidden />
      <Input.Wrapper
        label={t('voice')}
        description={t('voiceHint', { language: languages(language) })}
        error={voice.error}
        required
      >
        <div
          style={{ marginTop: 8 }}
          data-field="detailDto.ttsId"
          aria-invalid={voice.error ? true : undefined}
          tabIndex={-1}
        >
          <VoiceList
            voices={voices}
            language={language}
            selected={detail.ttsId || null}
            onSelect={(ttsId) => onChange(ttsId)}
            audition={{ state, playingId }}
            onListen={listen}
            onStop={stop}
          />
        </div>
      </Input.Wrapper>
      <UnavailableVoices />
      <SavedVoiceGone ttsId={detail.ttsId} voices={voices} language={language} />
      <div aria-live="polite">
        {state === 'synthesizing' && (
          <Text size="sm" role="status">
            {wizard('synthesizing')}
          </Text>
        )}
        {state === 'failed' && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {wizard('playFailed')}
          </Alert>
        )}
      </div>
      {selected?.engine === 'browser' && (
        <Text size="sm" c="dimmed">
          {wizard('browserNote')}
        </Text>
      )}
      <VoiceSliders
        value={tuning}
        onChange={(v) =>
          (Object.keys(v) as (keyof VoiceSettings)[]).forEach((key) =>
            setValue(`detailDto.${key}`, v[key], edit),
          )
        }
      />
    </Stack>
  );
}
