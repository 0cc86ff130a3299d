import type {
  DefaultConfig,
  SessionLanguage,
  UpdateSessionRequest,
  VoiceDto,
} from '@/features/sessions/contract';
import { withAllScripts } from '../session-form/scripts';

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
    language,
    conversationInfoDto: { ...defaults.baseInfo },
    scriptDtoList: withAllScripts(defaults.baseSpeech),
    maxConversation: defaults.maxSessionCount,
    pageDto: { ...values.pageDto, ...defaults.page },
    detailDto: { ...values.detailDto, ttsId: keepsVoice ? values.detailDto.ttsId : '' },
  };
}

const SKIP_KEY = 'sessionEditor.skipLanguageConfirm';

/** "Don't remind me again" for the language switch, kept in this browser. */
export const languageConfirmSkipped = () => {
  try {
    return localStorage.getItem(SKIP_KEY) === '1';
  } catch {
    return false;
  }
};

export const skipLanguageConfirm = () => {
  try {
    localStorage.setItem(SKIP_KEY, '1');
  } catch {
    // Storage disabled: the question simply comes again next time.
  }
};
