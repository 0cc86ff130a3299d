import 'server-only';
import {
  AVATAR_FRAME,
  DEFAULT_MODEL_CODE,
  DEFAULT_PROPORTION,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  MAX_DIGITAL_HUMANS,
  MAX_TRIAL_SESSIONS,
  SESSION_LANGUAGES,
  type DefaultConfig,
  type GlobalSettings,
  type SessionLanguage,
} from '../../contract';
import { BUILTIN_LOAD_IMAGE, BUILTIN_START_IMAGE, defaultConfig } from './default-config';

/** Spec §3: the per-language defaultConfig, keyed by language. */
export function defaultConfigs(): Record<SessionLanguage, DefaultConfig> {
  return Object.fromEntries(
    SESSION_LANGUAGES.map((language) => [language, defaultConfig(language)]),
  ) as Record<SessionLanguage, DefaultConfig>;
}

/** What the console needs to know before a session exists: languages, limits, defaults, built-in images. */
export function globalSettings(): GlobalSettings {
  return {
    languages: [...SESSION_LANGUAGES],
    defaultLanguage: 'zh',
    defaultProportion: DEFAULT_PROPORTION,
    avatarFrame: AVATAR_FRAME,
    maxTrialSessions: MAX_TRIAL_SESSIONS,
    maxDigitalHumans: MAX_DIGITAL_HUMANS,
    imageMaxBytes: IMAGE_MAX_BYTES,
    imageTypes: [...IMAGE_EXTENSIONS],
    defaultModelCode: DEFAULT_MODEL_CODE,
    defaultConfig: defaultConfigs(),
    builtinImages: [
      { code: BUILTIN_START_IMAGE, name: { zh: '默认开始页', en: 'Default start page' } },
      { code: BUILTIN_LOAD_IMAGE, name: { zh: '默认加载页', en: 'Default loading page' } },
    ],
  };
}
