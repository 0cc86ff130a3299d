'use client';

import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { GlobalSettings, SessionLanguage, UpdateSessionRequest } from '@/features/sessions/contract';
import type { VoiceDto } from '@/features/speech/contract';
import { languageConfirmSkipped, skipLanguageConfirm } from '../session-form/language-switch';
import { switchLanguage } from './language-defaults';

/**
 * The language choice of the editor: asks before wiping the old language's settings (unless told not to remind
 * again), then loads the new language's defaults into the form as unsaved edits.
 */
export function useLanguageSwitch(
  form: UseFormReturn<UpdateSessionRequest, unknown, unknown>,
  settings: GlobalSettings | undefined,
  voices: readonly VoiceDto[],
) {
  const [pending, setPending] = useState<SessionLanguage | null>(null);

  const apply = (language: SessionLanguage) => {
    const values = form.getValues();
    const defaults = settings?.defaultConfig[language];
    const next = defaults ? switchLanguage(values, language, defaults, voices) : { ...values, language };
    // Each replaced field is set on its own so the form counts it as edited and the leave guard sees it.
    (Object.keys(next) as (keyof UpdateSessionRequest)[]).forEach((key) => {
      if (next[key] !== values[key]) form.setValue(key, next[key] as never, { shouldDirty: true });
    });
    if (form.formState.submitCount > 0) void form.trigger();
  };

  return {
    pending,
    request: (language: SessionLanguage) => {
      if (language === form.getValues('language')) return;
      if (languageConfirmSkipped()) apply(language);
      else setPending(language);
    },
    confirm: (dontRemind: boolean) => {
      if (dontRemind) skipLanguageConfirm();
      if (pending) apply(pending);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}
