'use client';

import { Input, Select, SimpleGrid, Slider, Stack } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { VoiceDto } from '@/features/sessions/contract';
import { useSessionForm } from '../session-form/SessionFormProvider';
import { useSessionField, type SessionPath } from '../session-form/useSessionField';
import { voiceRefusal } from './voice-language';

function VoiceSlider({
  name,
  label,
  min,
  max,
  step,
}: {
  name: SessionPath;
  label: string;
  min: number;
  max: number;
  step: number;
}) {
  const { input, value, error } = useSessionField(name);
  const { onChange } = input;
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} labelProps={{ id }}>
      <Slider
        mt={6}
        mb="md"
        name={input.name}
        min={min}
        max={max}
        step={step}
        value={Number(value ?? min)}
        onChange={onChange}
        thumbProps={{ 'aria-labelledby': id }}
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
      />
    </Input.Wrapper>
  );
}

/** The voice, limited to those that speak the session's language, with its volume, pitch and speed. */
export function VoiceGroup({ voices }: { voices: readonly VoiceDto[] }) {
  const t = useTranslations('SessionsEditor.voice');
  const languages = useTranslations('SessionsForm.languages');
  const locale = useLocale() as 'zh' | 'en';
  const { control } = useSessionForm();
  const language = useWatch({ control, name: 'language' });
  const { input, value, error } = useSessionField('detailDto.ttsId');
  const { onChange } = input;
  const data = voices.map((voice) => ({
    value: voice.ttsId,
    label: `${voice.name[locale]} · ${voice.languages.map((l) => languages(l)).join(' / ')}`,
    disabled: voiceRefusal(voice, language) !== null,
  }));
  return (
    <Stack gap="md">
      <Select
        {...input}
        label={t('voice')}
        description={t('voiceHint', { language: languages(language) })}
        placeholder={t('voicePlaceholder')}
        data={data}
        value={(value as string) || null}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        searchable
        required
        nothingFoundMessage={t('noVoice')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <VoiceSlider name="detailDto.ttsVolume" label={t('volume')} min={0} max={100} step={1} />
        <VoiceSlider name="detailDto.ttsPitch" label={t('pitch')} min={0} max={100} step={1} />
        <VoiceSlider name="detailDto.ttsSpeedRate" label={t('speed')} min={0.5} max={2} step={0.1} />
      </SimpleGrid>
    </Stack>
  );
}
