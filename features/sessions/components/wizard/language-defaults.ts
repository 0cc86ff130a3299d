import {
  SCRIPT_TYPES,
  type DefaultConfig,
  type GlobalSettings,
  type Script,
  type SessionLanguage,
} from '../../contract';
import type { SessionDraft } from './draft';

/** What a language switch replaces: the persona, the scripts, the runtime texts and the session count. */
export type LanguageTexts = Required<
  Pick<SessionDraft, 'language' | 'conversationInfoDto' | 'scriptDtoList' | 'pageDto' | 'maxConversation'>
>;

/** Every script type once, in the order of spec §3, filled from `scripts` where it has one. */
export const allScripts = (scripts: readonly Script[] = []): Script[] =>
  SCRIPT_TYPES.map((scriptType) => ({
    scriptType,
    scriptContent: scripts.find((s) => s.scriptType === scriptType)?.scriptContent ?? '',
  }));

/** The built-in start and load page images the catalogue offers, by their codes. */
export function builtinPageImages(settings: Pick<GlobalSettings, 'builtinImages'>) {
  const codes = settings.builtinImages.map((i) => i.code);
  const pick = (hint: string) => codes.find((c) => c.includes(hint)) ?? codes[0] ?? 'start-default';
  return { startImage: `builtin:${pick('start')}`, loadImage: `builtin:${pick('load')}` };
}

/**
 * The texts a session has in `language` (spec §3 defaultConfig, §4 language switch): the defaults of that
 * language, the persona named after the chosen character instead of the defaults' stand-in, and the page images
 * the session already has.
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
    scriptDtoList: allScripts(config.baseSpeech).map((s) => ({
      ...s,
      scriptContent: named(s.scriptContent),
    })),
    pageDto: { ...config.page, ...images },
    maxConversation: config.maxSessionCount,
  };
}

/** The character's name as a persona in `language`: Chinese for zh, the English name otherwise. */
export const personaName = (name: { zh: string; en: string }, language: SessionLanguage) =>
  language === 'zh' ? name.zh : name.en;
