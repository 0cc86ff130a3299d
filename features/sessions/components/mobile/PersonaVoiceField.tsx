'use client';

import { NativeSelect } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldValues, Path } from 'react-hook-form';
import { useField } from '@/components/ui/form/useField';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import type { SessionLanguage } from '@/features/sessions/contract';
import type { VoiceDto } from '@/features/speech/contract';
import { useVoices } from '../../api/catalogue';

/**
 * The phone's voice choice (issue 25 §2): the desktop editor's voice tab simplified to a native list of the voices
 * that speak the session's language, each with its engine. Tuning and auditions stay on the desktop editor.
 */
export function PersonaVoiceField<T extends FieldValues, U>({
  form,
  language,
}: {
  /** The session form (`updateSessionRequest`), whose `detailDto.ttsId` this binds. */
  form: ApiForm<T, U>;
  language: SessionLanguage;
}) {
  const m = useTranslations('SessionsMobile.settings');
  const locale = useLocale();
  const voices = useVoices(language);
  const { input, error } = useField(form, 'detailDto.ttsId' as Path<T>);
  const errorText = useFieldErrorText();
  const label = (voice: VoiceDto) =>
    `${locale === 'en' ? voice.name.en : voice.name.zh} · ${m(`engines.${voice.engine}`)}`;
  const speaking = (voices.data ?? []).filter((voice) => voice.languages.includes(language));
  // A saved voice the server no longer offers stays visible, so the form never changes it silently.
  const options = [
    ...(input.value && !speaking.some((voice) => voice.ttsId === input.value)
      ? [{ value: input.value, label: voices.isPending ? input.value : m('voiceGone') }]
      : []),
    ...speaking.map((voice) => ({ value: voice.ttsId, label: label(voice) })),
  ];
  return (
    <NativeSelect
      {...input}
      label={m('voice')}
      description={m('voiceHint')}
      data={options}
      disabled={voices.isPending}
      error={voices.isError ? m('voicesFailed') : errorText(error)}
      required
    />
  );
}
