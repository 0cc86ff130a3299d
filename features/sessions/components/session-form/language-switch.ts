import type { DefaultConfig, SessionInput, SessionLanguage } from '@/features/sessions/contract';
import { withAllScripts } from './scripts';

// Spec §4, for the wizard and the editor alike: a new language starts from its own defaults (spec §3
// defaultConfig), after a confirmation the owner may turn off for good in this browser.

/** What a language switch replaces: the persona, the scripts, the runtime texts and the session count. */
export type LanguageTexts = Required<
  Pick<SessionInput, 'language' | 'conversationInfoDto' | 'scriptDtoList' | 'pageDto' | 'maxConversation'>
>;

/**
 * The texts a session has in `language`: that language's defaults, the persona named after the session's
 * character instead of the defaults' stand-in, and the page images the session already has.
 */
export function languageTexts(
  config: DefaultConfig,
  images: { startImage: string; loadImage: string },
  characterName?: string,
): LanguageTexts {
  const standIn = config.baseInfo.name;
  const named = (text: string) => (characterName && standIn ? text.split(standIn).join(characterName) : text);
  return {
    language: config.language,
    conversationInfoDto: Object.fromEntries(
      Object.entries(config.baseInfo).map(([k, v]) => [k, named(v)]),
    ) as DefaultConfig['baseInfo'],
    scriptDtoList: withAllScripts(config.baseSpeech).map((s) => ({
      ...s,
      scriptContent: named(s.scriptContent),
    })),
    pageDto: { ...config.page, startImage: images.startImage, loadImage: images.loadImage },
    maxConversation: config.maxSessionCount,
  };
}

/** The character's name as a persona in `language`: Chinese for zh, the English name otherwise. */
export const personaName = (name: { zh: string; en: string }, language: SessionLanguage) =>
  language === 'zh' ? name.zh : name.en;

const SKIP_KEY = 'sessionLanguageSwitchNoRemind';

/** "Don't remind me again" for the language switch, one answer for the wizard and the editor. */
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
