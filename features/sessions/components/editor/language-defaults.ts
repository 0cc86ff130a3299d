import type { DefaultConfig, SessionLanguage, UpdateSessionRequest } from '@/features/sessions/contract';
import type { VoiceDto } from '@/features/speech/contract';
import { languageTexts } from '../session-form/language-switch';

/**
 * Spec §4: a new language starts from its own defaults. Basic info, scripts, page texts and the session count
 * are replaced (the old language's are wiped); a voice that cannot speak the new language is cleared, so the
 * owner picks one that can. Images, picture, model and the rest stay.
 */
export function switchLanguage(
  values: UpdateSessionRequest,
  language: SessionLanguage,
  defaults: DefaultConfig,
  voices: readonly VoiceDto[],
): UpdateSessionRequest {
  const voice = voices.find((v) => v.ttsId === values.detailDto.ttsId);
  const keepsVoice = voice?.languages.includes(language) ?? false;
  return {
    ...values,
    ...languageTexts(defaults, values.pageDto),
    language,
    detailDto: { ...values.detailDto, ttsId: keepsVoice ? values.detailDto.ttsId : '' },
  };
}
