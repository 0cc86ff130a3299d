import 'server-only';
import type { Script, SessionLanguage } from '../../contract';
import { defaultConfig } from './default-config';

/** A language's default scripts, one per script type. */
export function defaultScripts(language: SessionLanguage): Script[] {
  return defaultConfig(language).baseSpeech;
}
