'use client';

import { Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { SessionLanguage } from '../../../contract';
import { fallbackVoiceId, type VoiceDto } from '@/features/speech/contract';
import { useOptionAvailability } from '../../../api/availability';
import { UnavailableNotice } from '../../session-form/UnavailableNotice';

/** Under the voice list: the cloud voices the operator has not configured, named with the reason. */
export function UnavailableVoices() {
  const t = useTranslations('SessionsForm.availability');
  const cloud = useOptionAvailability().data?.voices.openai;
  if (!cloud || cloud.available) return null;
  return (
    <Text size="sm" c="dimmed" data-unavailable="openai">
      {t('cloudVoicesNotConfigured')}
    </Text>
  );
}

/** The editor's notice for a saved voice this server no longer offers, naming the voice visitors hear instead. */
export function SavedVoiceGone({
  ttsId,
  voices,
  language,
}: {
  ttsId: string;
  voices: readonly VoiceDto[];
  language: SessionLanguage;
}) {
  const t = useTranslations('SessionsForm.availability');
  const locale = useLocale() as 'zh' | 'en';
  if (!ttsId || voices.some((voice) => voice.ttsId === ttsId)) return null;
  const fallback = voices.find((voice) => voice.ttsId === fallbackVoiceId(voices, language));
  return (
    <UnavailableNotice>
      {t('savedVoiceGone', {
        voice: ttsId,
        fallback: fallback && fallback.engine !== 'browser' ? fallback.name[locale] : t('deviceVoice'),
      })}
    </UnavailableNotice>
  );
}
