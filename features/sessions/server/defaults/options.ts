import 'server-only';
import {
  SCRIPT_TYPES,
  SESSION_LANGUAGES,
  type Localized,
  type OptionDto,
  type ScriptType,
  type SessionLanguage,
} from '../../contract';

const LANGUAGE_NAMES: Record<SessionLanguage, Localized> = {
  zh: { zh: '中文', en: 'Chinese' },
  en: { zh: '英文', en: 'English' },
  ja: { zh: '日文', en: 'Japanese' },
};

/** The session languages of spec §9; every one has its defaults and at least a device voice. */
export function availableLanguages(): OptionDto[] {
  return SESSION_LANGUAGES.map((value) => ({ value, name: LANGUAGE_NAMES[value], available: true }));
}

const SCRIPT_TYPE_NAMES: Record<ScriptType, Localized> = {
  wakeWord: { zh: '唤醒词', en: 'Wake word' },
  prologue: { zh: '开场白', en: 'Prologue' },
  waitingPhrase: { zh: '等待语', en: 'Waiting phrase' },
  unknownQuestion: { zh: '未知问题回复', en: 'Unknown question' },
  farewell: { zh: '结束语', en: 'Farewell' },
  interruptingWords: { zh: '打断词', en: 'Interrupting words' },
  interruptingSentence: { zh: '打断回复语', en: 'Interrupting sentence' },
  guidingLanguage: { zh: '引导语', en: 'Guiding language' },
};

/** The speech-skill (script) types of spec §3, in their order. */
export function scriptTypeList(): OptionDto[] {
  return SCRIPT_TYPES.map((value) => ({ value, name: SCRIPT_TYPE_NAMES[value], available: true }));
}
