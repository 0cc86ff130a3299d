import 'server-only';
import { z } from 'zod';
import { SESSION_LANGUAGES, type Script, type SessionLanguage } from '../../contract';
import { defaultConfig } from './default-config';

/** `querySpeechSkillList?language=`: zh when no language is given, like the rest of the API. */
export const speechSkillListRequest = z.object({
  language: z.enum(SESSION_LANGUAGES, 'invalid').default('zh'),
});

/** A language's default scripts, one per script type. */
export function defaultScripts(language: SessionLanguage): Script[] {
  return defaultConfig(language).baseSpeech;
}
