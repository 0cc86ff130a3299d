import 'server-only';
import { SCRIPT_TYPES, type Script, type ScriptType } from '@/features/sessions/contract';
import { interruptingWordList } from './interrupting-words';

/**
 * When the first sentence of an answer is not ready this long after the question, the waiting phrase is said: past
 * about 1.5 s a pause in a spoken conversation reads as "it did not hear me" (voice agents fill it at 1–2 s).
 */
export const WAITING_PHRASE_AFTER_MS = 1_500;

export type SessionScripts = Record<Exclude<ScriptType, 'interruptingWords'>, string | null> & {
  interruptingWords: string[];
};

/** The session's scripts by type: each text trimmed, null when absent or blank. */
export function sessionScripts(list: readonly Script[]): SessionScripts {
  const text = (type: ScriptType) =>
    list.find((script) => script.scriptType === type)?.scriptContent.trim() || null;
  return {
    wakeWord: text('wakeWord'),
    prologue: text('prologue'),
    waitingPhrase: text('waitingPhrase'),
    unknownQuestion: text('unknownQuestion'),
    farewell: text('farewell'),
    interruptingWords: interruptingWordList(text('interruptingWords')),
    interruptingSentence: text('interruptingSentence'),
    guidingLanguage: text('guidingLanguage'),
  };
}

/** Which scripts the session has, in the order of the speech labels. */
export function availableScripts(scripts: SessionScripts): ScriptType[] {
  return SCRIPT_TYPES.filter((type) =>
    type === 'interruptingWords' ? scripts.interruptingWords.length > 0 : scripts[type] !== null,
  );
}

/** Whether to say the waiting phrase now: it exists, no sentence is ready, and the wait has been long enough. */
export function waitingPhraseDue(
  scripts: SessionScripts,
  { askedAt, now, firstSentenceReady }: { askedAt: number; now: number; firstSentenceReady: boolean },
): boolean {
  return scripts.waitingPhrase !== null && !firstSentenceReady && now - askedAt >= WAITING_PHRASE_AFTER_MS;
}
