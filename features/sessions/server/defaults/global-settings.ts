import 'server-only';
import type { Db } from '@/lib/server/db/client';
import {
  DEFAULT_MODEL_CODE,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  SESSION_LANGUAGES,
  type DefaultConfig,
  type GlobalSettings,
  type SessionLanguage,
} from '../../contract';
import { AVATAR_FRAME, DEFAULT_PROPORTION } from '@/features/catalogue/contract/catalogue';
import { BUILTIN_LOAD_IMAGE, BUILTIN_START_IMAGE, defaultConfig } from './default-config';

/** Spec §3: the per-language defaultConfig, keyed by language. */
export function defaultConfigs(): Record<SessionLanguage, DefaultConfig> {
  return Object.fromEntries(
    SESSION_LANGUAGES.map((language) => [language, defaultConfig(language)]),
  ) as Record<SessionLanguage, DefaultConfig>;
}

/**
 * The corporation's caps on sessions and digital humans (null: no cap) as the plans area computes them — the plan's
 * defaults with an operator's overrides (app/_compose/plans-ports.ts `sessionCapsOf`); null when there is no such
 * corporation.
 */
export type SessionCapsOf = (
  db: Db,
  corpId: string,
) => Promise<{ sessions: number | null; digitalHumans: number | null } | null>;

/**
 * What the console needs to know before a session exists: languages, the caller's corporation's limits, defaults,
 * built-in images.
 */
export async function globalSettings(db: Db, corpId: string, capsOf: SessionCapsOf): Promise<GlobalSettings> {
  const caps = await capsOf(db, corpId);
  return {
    languages: [...SESSION_LANGUAGES],
    defaultLanguage: 'zh',
    defaultProportion: DEFAULT_PROPORTION,
    avatarFrame: AVATAR_FRAME,
    maxTrialSessions: caps?.sessions ?? null,
    maxDigitalHumans: caps?.digitalHumans ?? null,
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
