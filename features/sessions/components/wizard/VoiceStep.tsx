'use client';

import { Alert, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { useCharacters, useGlobalSettings, useVoices } from '../../api/catalogue';
import type { SessionLanguage } from '../../contract';
import type { VoiceDto } from '@/features/speech/contract';
import { LanguageSwitch } from './LanguageSwitch';
import { languageTexts, personaName } from '../session-form/language-switch';
import { builtinPageImages } from './language-defaults';
import { QueryState } from './QueryState';
import { useWizardDraft } from './useWizardDraft';
import { useAudition } from './voice/useAudition';
import { UnavailableVoices } from './voice/VoiceAvailability';
import { VoiceList } from './voice/VoiceList';
import { VoiceSliders, type VoiceSettings } from './voice/VoiceSliders';
import { WizardFrame } from './WizardFrame';

/** Step 3: the voice, heard before it is chosen, and its volume, pitch and speed. */
export function VoiceStep() {
  const t = useTranslations('SessionsWizard');
  const router = useWatchedRouter();
  const { draft, update } = useWizardDraft();
  const voices = useVoices();
  const settings = useGlobalSettings();
  const characters = useCharacters();
  const { audioRef, state: auditionState, playingId, refusal, play, stop } = useAudition();

  const language: SessionLanguage = draft?.language ?? settings.data?.defaultLanguage ?? 'zh';
  const detail = draft?.detailDto;
  const tuning: VoiceSettings = {
    ttsVolume: Number(detail?.ttsVolume ?? 50),
    ttsPitch: Number(detail?.ttsPitch ?? 50),
    ttsSpeedRate: Number(detail?.ttsSpeedRate ?? 1),
  };
  const selected = voices.data?.find((v) => v.ttsId === detail?.ttsId);
  const usable = selected?.languages.includes(language) ?? false;
  const character = characters.data?.list.find((c) => c.characterCode === detail?.modelId);

  const switchLanguage = (next: SessionLanguage) => {
    const config = settings.data?.defaultConfig[next];
    update((d) => {
      if (!d.scriptDtoList || !config || !settings.data) return { ...d, language: next };
      const images = d.pageDto ?? builtinPageImages(settings.data);
      return {
        ...d,
        ...languageTexts(config, images, character && personaName(character.name, next)),
      };
    });
  };
  const listen = (voice: VoiceDto) =>
    void play({
      ttsId: voice.ttsId,
      text: voice.sampleText[language] ?? undefined,
      language: voice.languages.includes(language) ? language : voice.languages[0],
      volume: tuning.ttsVolume,
      pitch: tuning.ttsPitch,
      speed: tuning.ttsSpeedRate,
    });

  return (
    <WizardFrame
      step={3}
      heading={t('voice.heading')}
      backHref="/session/create/step2"
      blocker={usable ? null : t('voice.pick')}
      onNext={() => {
        stop();
        update((d) => ({ ...d, language, step: Math.max(d.step ?? 1, 4) }));
        router.push('/session/create/step4');
      }}
    >
      {/* Rendered before the list loads, so the audition hook finds it. */}
      <audio ref={audioRef} data-testid="audition-audio" hidden />
      {!draft || !voices.data || !settings.data ? (
        <QueryState
          isError={voices.isError || settings.isError}
          onRetry={() => {
            void voices.refetch();
            void settings.refetch();
          }}
        />
      ) : (
        <Stack gap="lg">
          <LanguageSwitch
            label={t('voice.language')}
            languages={settings.data.languages}
            value={language}
            hasTexts={!!draft.scriptDtoList}
            onSwitch={switchLanguage}
          />
          <div aria-live="polite">
            {auditionState === 'synthesizing' && (
              <Text size="sm" role="status">
                {t('voice.synthesizing')}
              </Text>
            )}
            {auditionState === 'playing' && (
              <Text size="sm" role="status" c="blue.7">
                {t('voice.playing')}
              </Text>
            )}
            {auditionState === 'failed' && (
              <Alert color="red" variant="light" role="alert" py="xs">
                {refusal ?? t('voice.playFailed')}
              </Alert>
            )}
          </div>
          <VoiceList
            voices={voices.data}
            language={language}
            selected={detail?.ttsId ?? null}
            onSelect={(ttsId) => update((d) => ({ ...d, detailDto: { ...d.detailDto, ttsId } }))}
            audition={{ state: auditionState, playingId }}
            onListen={listen}
            onStop={stop}
          />
          <UnavailableVoices />
          {selected?.engine === 'browser' && (
            <Text size="sm" c="dimmed">
              {t('voice.browserNote')}
            </Text>
          )}
          <VoiceSliders
            value={tuning}
            onChange={(v) => update((d) => ({ ...d, detailDto: { ...d.detailDto, ...v } }))}
          />
        </Stack>
      )}
    </WizardFrame>
  );
}
